//! layerlab: a tutorial and sandbox for the layer system of Magic: The Gathering
//! (Comprehensive Rules 613 and 611) and for the phase-effect priority procedure.
//!
//! Data flows one way: files → [`content`] → engines ([`rules`], [`phase`]) → traces → UI.

pub mod cli;
pub mod content;
pub mod i18n;
pub mod phase;
pub mod rules;
