//! Content loading: scenario files, the card catalogue, lessons. Turns files into engine data.

pub(crate) mod action_errors;
pub mod action_spec;
pub(crate) mod app_folders;
pub(crate) mod card_text;
pub mod catalogue;
pub mod course;
pub mod expect;
pub mod file_error;
pub mod ftl_file;
pub mod lesson;
pub mod limits;
pub mod markup;
pub mod phase_file;
pub(crate) mod phase_problems;
pub(crate) mod printed_card;
pub(crate) mod refusals;
pub(crate) mod ron_file;
pub mod saved;
pub mod scenario;
pub mod source;
pub(crate) mod spelling;
