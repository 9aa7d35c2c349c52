//! Turning engine results into what a reader sees, once, for every front end (the `solve` and
//! `lesson` commands, `--plain`, the app's panes, exam practice): rules text from ability data
//! ([`abilities`]), names, layer titles, reasons and changes ([`explain`]), a step of a trace
//! ([`steps`]), the `solve` report ([`report`]), a lesson as text ([`lesson`]), the engine's
//! answer to a lesson's question ([`answers`]), the dependencies of a board ([`deps`]), the
//! phase procedure's traces and chains ([`phase`]), a phase said step by step ([`walk`]), the
//! grammar of names ([`names`]), the titles of the course's boards and procedures ([`titles`]) and
//! how a card read from its printed text was understood ([`card_reading`]), and a step-through as
//! a slide deck ([`deck`]).
//!
//! Every sentence comes from the Fluent files (`locales/{en,fr}`); Rust only picks messages and
//! passes them their arguments. The engines return data; nothing here decides a rule.

pub mod abilities;
pub mod answers;
pub(crate) mod card_reading;
pub mod deck;
pub mod deps;
pub mod explain;
pub mod lesson;
pub mod misconception;
pub mod names;
pub mod phase;
pub mod report;
pub(crate) mod steps;
pub(crate) mod titles;
pub(crate) mod walk;
pub mod worked;

pub(crate) use crate::escape::{json_safe_string, one_line, terminal_safe};
