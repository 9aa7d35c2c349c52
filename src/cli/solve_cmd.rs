//! `layerlab solve`.

use super::SolveArgs;

pub fn run(_args: &SolveArgs) -> u8 {
    super::EXIT_BAD_INPUT
}
