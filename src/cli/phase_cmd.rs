//! `layerlab phase` (placeholder until issue 3 lands).

use super::PhaseArgs;

pub fn run(_args: &PhaseArgs) -> u8 {
    super::EXIT_BAD_INPUT
}
