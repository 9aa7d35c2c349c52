//! The builders behind the templates.
//!
//! A builder draws cards from its template's pools and actions under its constraints, plays the
//! scenario with the engine ([`crate::content::scenario::build`], [`crate::rules::solve::solve`])
//! and asks its question; the answer is read from the solved state. Whether the concept decides
//! the answer is [`super::nontrivial`]'s to say.

mod layers;
mod phase;

use super::board::Board;
use super::problem::Problem;
use super::template::{GenError, Kind, Template};
use crate::content::catalogue::Catalogue;
use crate::content::file_error::Problem as FileProblem;
use crate::i18n::Arg;
use crate::rng::Rng;
use crate::rules::limits;
use layers::{
    aura_timestamps, cda_vs_setting, control, copy_values, counters, dependency_ability,
    dependency_lands, dependency_lattice, face_down, keeps_going, locked_vs_dynamic, switch,
    which_layer,
};
use phase::{chain_order, phase_steps, phase_trace};

/// The caps a template is held to before any board is drawn: a board of millions of
/// permanents would be drawn, played and solved again for each attempt.
pub(super) fn check_template(t: &Template) -> Result<(), GenError> {
    let most = t.board.0.max(t.board.1);
    if most > limits::MAX_DRILL_BOARD {
        return Err(GenError::Limit(FileProblem::new(
            "drill-limit-board",
            vec![
                ("template", Arg::from(t.id.as_str())),
                ("found", Arg::from(most)),
                ("limit", Arg::from(limits::MAX_DRILL_BOARD)),
            ],
        )));
    }
    Ok(())
}

/// The problem `t`'s builder draws from `rng` (`None`: the draw gave no board to ask about).
pub(super) fn build(t: &Template, seed: u64, rng: &mut Rng, cat: &Catalogue) -> Option<Problem> {
    match t.kind {
        Kind::Counters => counters(Board::new(seed, rng, cat, t)),
        Kind::Switch => switch(Board::new(seed, rng, cat, t)),
        Kind::WhichLayer => which_layer(Board::new(seed, rng, cat, t)),
        Kind::LockedVsDynamic => locked_vs_dynamic(Board::new(seed, rng, cat, t)),
        Kind::CdaVsSetting => cda_vs_setting(Board::new(seed, rng, cat, t)),
        Kind::DependencyLands => dependency_lands(Board::new(seed, rng, cat, t)),
        Kind::DependencyLattice => dependency_lattice(Board::new(seed, rng, cat, t)),
        Kind::DependencyAbility => dependency_ability(Board::new(seed, rng, cat, t)),
        Kind::KeepsGoing => keeps_going(Board::new(seed, rng, cat, t)),
        Kind::CopyValues => copy_values(Board::new(seed, rng, cat, t)),
        Kind::FaceDown => face_down(Board::new(seed, rng, cat, t)),
        Kind::Control => control(Board::new(seed, rng, cat, t)),
        Kind::AuraTimestamps => aura_timestamps(Board::new(seed, rng, cat, t)),
        Kind::PhaseTrace => phase_trace(t, seed, rng),
        Kind::PhaseSteps => phase_steps(t, seed, rng),
        Kind::ChainOrder => chain_order(t, seed, rng),
    }
}
