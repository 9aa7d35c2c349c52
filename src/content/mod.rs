//! Content loading: scenario files, the card catalogue, lessons. Turns files into engine data.

pub mod catalogue;
pub mod ron_file;
