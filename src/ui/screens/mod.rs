//! The screens. Each owns its state, its keys, its update and its view; a screen imports the
//! shared parts and the widgets, never another screen.

pub mod chain;
pub mod help;
pub mod layer;
pub mod lessons;
pub mod phase;
pub mod practice;
pub mod start;
