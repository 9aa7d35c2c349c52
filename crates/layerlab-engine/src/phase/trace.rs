//! What happened during a phase's procedure, round by round and step by step, and the one-line
//! trace notation of `phase-notes.md`:
//! `R1 [1]A pass [2]P - [3]A m1! · R2 [1]A - [2]P - [3]A - [4]P -`.

use super::scenario::Player;

/// One of the four steps of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    /// `[1]` the active player may resolve one of their effects, or pass.
    One,
    /// `[2]` the passive player may resolve one of their effects, or pass.
    Two,
    /// `[3]` the active player must resolve a mandatory effect if they hold one.
    Three,
    /// `[4]` the passive player must resolve a mandatory effect if they hold one.
    Four,
}

impl Step {
    /// 1 to 4.
    pub fn number(self) -> u8 {
        match self {
            Step::One => 1,
            Step::Two => 2,
            Step::Three => 3,
            Step::Four => 4,
        }
    }

    /// Who acts at this step.
    pub fn player(self) -> Player {
        match self {
            Step::One | Step::Three => Player::A,
            Step::Two | Step::Four => Player::P,
        }
    }

    /// Steps `[3]` and `[4]`, where a player holding a mandatory effect must resolve.
    pub fn is_forcing(self) -> bool {
        matches!(self, Step::Three | Step::Four)
    }

    /// The step after this one in the same round (`None` after `[4]`).
    pub fn next(self) -> Option<Step> {
        match self {
            Step::One => Some(Step::Two),
            Step::Two => Some(Step::Three),
            Step::Three => Some(Step::Four),
            Step::Four => None,
        }
    }
}

/// One visited step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepRecord {
    pub step: Step,
    /// How many effects the player could resolve there (0 for an automatic pass); which ones,
    /// [`super::Procedure::replay`] lists again.
    pub eligible: usize,
    pub action: StepAction,
}

impl StepRecord {
    /// Who acted.
    pub fn player(&self) -> Player {
        self.step.player()
    }
}

/// What happened at a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepAction {
    /// Nothing eligible: an automatic pass (`-`).
    AutoPass,
    /// The player chose to pass (`pass`).
    Pass,
    /// An effect resolved (`id`; `id!` forced, `id*` chosen instead of a mandatory one: see
    /// [`Resolution`]); the round ends.
    Resolve(Resolution),
}

/// An effect's resolution and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolution {
    pub effect: String,
    pub player: Player,
    pub mandatory: bool,
    /// A mandatory effect resolved at `[3]/[4]`, where its owner had to resolve one (`id!`).
    pub forced: bool,
    /// An optional effect resolved at `[3]/[4]` under the lenient reading: its owner still held
    /// a mandatory effect, so had to resolve something, and chose this optional one instead
    /// (`id*`). The effect itself was not forced.
    pub instead_of_mandatory: bool,
    /// The effects of `on_resolve`, in order.
    pub events: Vec<ResolveEvent>,
}

/// One effect of a resolution on the pending effects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveEvent {
    /// A new pending effect.
    Spawned {
        id: String,
        player: Player,
        mandatory: bool,
    },
    /// A pending effect was removed.
    Removed {
        id: String,
        player: Player,
        mandatory: bool,
    },
    /// `Remove` named an effect that was not pending: nothing happened.
    RemoveMissed { id: String },
    /// The resolving effect is pending again.
    Renewed,
}

/// One round: its steps, up to the one where an effect resolved (or all four).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    /// From 1.
    pub number: u32,
    pub steps: Vec<StepRecord>,
}

impl RoundRecord {
    /// The resolution that ended the round, if one did.
    pub fn resolution(&self) -> Option<&Resolution> {
        self.steps.iter().find_map(|s| match &s.action {
            StepAction::Resolve(r) => Some(r),
            _ => None,
        })
    }
}

/// The mark after a forced resolution: a mandatory effect resolved at `[3]/[4]`.
pub const FORCED_MARK: char = '!';
/// The mark after an optional effect chosen at `[3]/[4]` under the lenient reading, in place of
/// a mandatory one.
pub const INSTEAD_MARK: char = '*';

impl Resolution {
    /// The mark the trace writes after the effect's id, if any.
    pub fn mark(&self) -> Option<char> {
        if self.forced {
            Some(FORCED_MARK)
        } else if self.instead_of_mandatory {
            Some(INSTEAD_MARK)
        } else {
            None
        }
    }
}

/// Writes the trace notation of one step: `[1]A pass`, `[3]A m1!`, `[2]P -`.
fn write_step(out: &mut String, s: &StepRecord) {
    out.push('[');
    out.push(char::from(b'0' + s.step.number()));
    out.push(']');
    out.push_str(s.player().letter());
    out.push(' ');
    match &s.action {
        StepAction::AutoPass => out.push('-'),
        StepAction::Pass => out.push_str("pass"),
        StepAction::Resolve(r) => {
            out.push_str(&r.effect);
            if let Some(m) = r.mark() {
                out.push(m);
            }
        }
    }
}

/// Writes the trace notation of one round: `R2 [1]A o1`.
fn write_round(out: &mut String, r: &RoundRecord) {
    out.push('R');
    out.push_str(&r.number.to_string());
    for s in &r.steps {
        out.push(' ');
        write_step(out, s);
    }
}

/// The whole one-line trace, rounds joined by ` · `.
pub fn phase_line(rounds: &[RoundRecord]) -> String {
    let mut out = String::new();
    for (i, r) in rounds.iter().enumerate() {
        if i > 0 {
            out.push_str(" · ");
        }
        write_round(&mut out, r);
    }
    out
}

/// A list of ids for the `resolved:` and `lapsed:` lines (`-` when empty).
pub fn id_list(ids: &[String]) -> String {
    if ids.is_empty() {
        "-".to_string()
    } else {
        ids.join(", ")
    }
}

/// Compares an `expect` line with a produced one, ignoring surrounding and repeated spaces.
pub fn same_line(expected: &str, got: &str) -> bool {
    normalize(expected) == normalize(got)
}

fn normalize(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let r = RoundRecord {
            number: 1,
            steps: vec![
                StepRecord {
                    step: Step::One,
                    eligible: 2,
                    action: StepAction::Pass,
                },
                StepRecord {
                    step: Step::Two,
                    eligible: 0,
                    action: StepAction::AutoPass,
                },
                StepRecord {
                    step: Step::Three,
                    eligible: 2,
                    action: StepAction::Resolve(Resolution {
                        effect: "o1".into(),
                        player: Player::A,
                        mandatory: false,
                        forced: false,
                        instead_of_mandatory: true,
                        events: vec![],
                    }),
                },
            ],
        };
        let r2 = RoundRecord {
            number: 2,
            steps: [Step::One, Step::Two, Step::Three, Step::Four]
                .iter()
                .map(|&step| StepRecord {
                    step,
                    eligible: 0,
                    action: StepAction::AutoPass,
                })
                .collect(),
        };
        assert_eq!(
            phase_line(&[r, r2]),
            "R1 [1]A pass [2]P - [3]A o1* · R2 [1]A - [2]P - [3]A - [4]P -"
        );
    }

    #[test]
    fn expect_comparison_ignores_spacing() {
        assert!(same_line("  R1  [1]A -\n", "R1 [1]A -"));
        assert!(!same_line("R1 [1]A pass", "R1 [1]A -"));
    }
}
