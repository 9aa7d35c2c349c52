//! The chain builder of the phase sandbox: effects that arise at the same moment, grouped in the
//! course's four tiers (A mandatory, P mandatory, A optional, P optional). The user adds effects
//! for either player, makes them mandatory or optional, activates or declines the optional ones,
//! reorders them inside their tier, and switches to Magic's APNAP (CR 603.3b) to compare. The
//! order itself is computed by [`crate::phase::chain`]; this module only edits its input.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Widget, Wrap};

use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::chain::{self, Chain};
use crate::phase::scenario::{ChainEffect, ChainRules, ChainScenario, Player};
use crate::ui::action::Action;
use crate::ui::keys::Ctx;
use crate::ui::shared::Transition;
use crate::ui::theme::Theme;
use crate::ui::widgets::layout::pane_block;
use crate::ui::widgets::safe;

/// The builder's state: its effects in each owner's chosen order, and the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainBuilder {
    /// The chain scenario it started from, if any.
    pub name: Option<String>,
    pub effects: Vec<ChainEffect>,
    pub rules: ChainRules,
    /// The selected effect, as an index into [`ChainBuilder::display_order`].
    pub cursor: usize,
}

impl Default for ChainBuilder {
    fn default() -> ChainBuilder {
        ChainBuilder::new()
    }
}

impl ChainBuilder {
    /// An empty builder under the four tiers.
    pub fn new() -> ChainBuilder {
        ChainBuilder {
            name: None,
            effects: Vec::new(),
            rules: ChainRules::Tiers,
            cursor: 0,
        }
    }

    /// A builder holding a chain scenario's effects and rules.
    pub fn from_scenario(name: &str, sc: &ChainScenario) -> ChainBuilder {
        ChainBuilder {
            name: Some(name.to_string()),
            effects: sc.effects.clone(),
            rules: sc.rules,
            cursor: 0,
        }
    }

    /// The tier of effect `i` (1 to 4).
    fn tier_of(&self, i: usize) -> u8 {
        let e = &self.effects[i];
        chain::tier(e.player, e.mandatory)
    }

    /// The effects (indices) as shown: by tier, then in their owner's order.
    pub fn display_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.effects.len()).collect();
        order.sort_by_key(|&i| self.tier_of(i));
        order
    }

    /// The selected effect (an index into `effects`).
    pub fn selected(&self) -> Option<usize> {
        self.display_order().get(self.cursor).copied()
    }

    /// Puts the cursor on effect `i`.
    fn select(&mut self, i: usize) {
        if let Some(k) = self.display_order().iter().position(|&j| j == i) {
            self.cursor = k;
        }
    }

    /// The chain under the current rules.
    pub fn chain(&self) -> Chain {
        chain::build(&self.effects, self.rules)
    }

    /// The chain under the other rules (for comparison).
    pub fn other_chain(&self) -> Chain {
        chain::build(&self.effects, other(self.rules))
    }

    /// A new id in the course's notation: `Am1`, `Po2`...
    fn fresh_id(&self, player: Player, mandatory: bool) -> String {
        let kind = if mandatory { 'm' } else { 'o' };
        (1..)
            .map(|n| format!("{}{kind}{n}", player.letter()))
            .find(|id| !self.effects.iter().any(|e| &e.id == id))
            .expect("an unused number")
    }

    /// Adds a mandatory effect for `player` (last in its tier) and selects it.
    pub fn add(&mut self, player: Player) {
        let id = self.fresh_id(player, true);
        self.effects.push(ChainEffect {
            id,
            player,
            mandatory: true,
            activate: true,
        });
        self.select(self.effects.len() - 1);
    }

    /// Makes the selected effect optional, or mandatory again (a mandatory effect is always
    /// activated). An id in the course's notation follows (`Am1` becomes `Ao1`); it moves to
    /// the end of its new tier.
    pub fn toggle_mandatory(&mut self) {
        let Some(i) = self.selected() else { return };
        let mut e = self.effects.remove(i);
        e.mandatory = !e.mandatory;
        e.activate = true;
        if is_course_id(&e.id, e.player) {
            e.id = self.fresh_id(e.player, e.mandatory);
        }
        self.effects.push(e);
        self.select(self.effects.len() - 1);
    }

    /// Declines the selected optional effect, or activates it again.
    pub fn toggle_activate(&mut self) {
        let Some(i) = self.selected() else { return };
        let e = &mut self.effects[i];
        if !e.mandatory {
            e.activate = !e.activate;
        }
    }

    /// Moves the selected effect one place earlier (or later) inside its tier.
    pub fn shift(&mut self, earlier: bool) {
        let Some(i) = self.selected() else { return };
        let tier = self.tier_of(i);
        let same: Vec<usize> = (0..self.effects.len())
            .filter(|&j| self.tier_of(j) == tier)
            .collect();
        let Some(k) = same.iter().position(|&j| j == i) else {
            return;
        };
        let other = if earlier {
            k.checked_sub(1).map(|k| same[k])
        } else {
            same.get(k + 1).copied()
        };
        if let Some(j) = other {
            self.effects.swap(i, j);
            self.select(j);
        }
    }

    /// Removes the selected effect.
    pub fn remove(&mut self) {
        let Some(i) = self.selected() else { return };
        self.effects.remove(i);
        self.cursor = self.cursor.min(self.effects.len().saturating_sub(1));
    }

    /// Switches between the four tiers and APNAP.
    pub fn switch_rules(&mut self) {
        let keep = self.selected();
        self.rules = other(self.rules);
        if let Some(i) = keep {
            self.select(i);
        }
    }
}

fn other(rules: ChainRules) -> ChainRules {
    match rules {
        ChainRules::Tiers => ChainRules::Apnap,
        ChainRules::Apnap => ChainRules::Tiers,
    }
}

/// `Am1`, `Po12`: an id in the course's notation for `player`.
fn is_course_id(id: &str, player: Player) -> bool {
    let mut c = id.chars();
    c.next() == player.letter().chars().next() && matches!(c.next(), Some('m' | 'o')) && {
        let rest: String = c.collect();
        !rest.is_empty() && rest.chars().all(|d| d.is_ascii_digit())
    }
}

/// The chain builder's actions (`Esc` goes back to the phase sandbox).
pub fn apply(cb: &mut ChainBuilder, action: Action) -> Transition {
    let n = cb.effects.len();
    match action {
        Action::ChainClose => return Transition::Back,
        Action::ChainPrev => cb.cursor = cb.cursor.saturating_sub(1),
        Action::ChainNext => cb.cursor = (cb.cursor + 1).min(n.saturating_sub(1)),
        Action::ChainAddA => cb.add(Player::A),
        Action::ChainAddP => cb.add(Player::P),
        Action::ChainToggleMandatory => cb.toggle_mandatory(),
        Action::ChainToggleActivate => cb.toggle_activate(),
        Action::ChainEarlier => cb.shift(true),
        Action::ChainLater => cb.shift(false),
        Action::ChainRemove => cb.remove(),
        Action::ChainRules => cb.switch_rules(),
        _ => {}
    }
    Transition::Stay
}

/// The contexts whose keys are active, most specific first.
pub fn contexts() -> Vec<Ctx> {
    vec![Ctx::Chain, Ctx::Global]
}

/// What the mouse wheel does in the builder (up or down).
pub fn wheel(up: bool) -> Action {
    if up {
        Action::ChainPrev
    } else {
        Action::ChainNext
    }
}

/// The builder in the phase pane.
pub fn render(
    cb: &ChainBuilder,
    lang: Lang,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
    focused: bool,
) {
    let block = pane_block(title(lang, cb), focused, th);
    let inner = block.inner(area);
    block.render(area, buf);
    safe::para(lines(lang, cb, th))
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}

/// The title of the phase pane while the builder shows.
pub fn title(lang: Lang, cb: &ChainBuilder) -> String {
    let t = tr(lang, "ui-chain-title", &[]);
    match &cb.name {
        Some(n) => format!("{t} — {n}"),
        None => t,
    }
}

fn links_text(lang: Lang, c: &Chain) -> String {
    if c.links.is_empty() {
        return tr(lang, "value-none", &[]);
    }
    c.links
        .iter()
        .map(|l| format!("CL{} {}", l.number, l.id))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The builder as lines: the four tiers with the effects, then the chain (CL1 …), the
/// resolution order and who may respond first, the same effects under the other rules, and the
/// explanation of [`crate::phase::explain::chain_text`].
pub fn lines(lang: Lang, cb: &ChainBuilder, th: &Theme) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let rules_id = match cb.rules {
        ChainRules::Tiers => "ui-chain-rules-tiers",
        ChainRules::Apnap => "ui-chain-rules-apnap",
    };
    out.push(Line::styled(
        tr(
            lang,
            "ui-chain-rules",
            fargs![rules = tr(lang, rules_id, &[])],
        ),
        th.accent,
    ));
    let order = cb.display_order();
    for tier in 1..=4u8 {
        let (player, mandatory) = match tier {
            1 => (Player::A, true),
            2 => (Player::P, true),
            3 => (Player::A, false),
            _ => (Player::P, false),
        };
        out.push(Line::styled(
            tr(
                lang,
                "ui-chain-tier",
                fargs![
                    tier = tier as usize,
                    player = player.letter(),
                    kind = if mandatory { "mandatory" } else { "optional" }
                ],
            ),
            th.title,
        ));
        let mut any = false;
        for (k, &i) in order.iter().enumerate() {
            if cb.tier_of(i) != tier {
                continue;
            }
            any = true;
            let e = &cb.effects[i];
            let state = if e.mandatory || e.activate {
                tr(lang, "ui-chain-activated", &[])
            } else {
                tr(lang, "ui-chain-declined", &[])
            };
            let mark = if e.mandatory || e.activate {
                "✓"
            } else {
                "✗"
            };
            let text = format!("{mark} {} · {state}", e.id);
            out.push(if k == cb.cursor {
                Line::styled(format!("  › {text}"), th.selected)
            } else {
                Line::raw(format!("    {text}"))
            });
        }
        if !any {
            out.push(Line::styled(
                format!("    {}", tr(lang, "value-none", &[])),
                th.dim,
            ));
        }
    }
    if cb.effects.is_empty() {
        out.push(Line::styled(tr(lang, "ui-chain-empty", &[]), th.dim));
    }
    let c = cb.chain();
    out.push(Line::raw(""));
    out.push(Line::from(vec![
        Span::styled(tr(lang, "ui-chain-links", &[]), th.title),
        Span::raw(format!(" {}", links_text(lang, &c))),
    ]));
    let resolves = c.resolved();
    out.push(Line::from(vec![
        Span::styled(tr(lang, "ui-chain-resolves", &[]), th.title),
        Span::raw(format!(
            " {}",
            if resolves.is_empty() {
                tr(lang, "value-none", &[])
            } else {
                resolves.join(", ")
            }
        )),
    ]));
    let first = match (c.links.last(), c.first_to_respond()) {
        (Some(last), Some(p)) => tr(
            lang,
            "ui-chain-first",
            fargs![
                player = p.letter(),
                n = last.number,
                id = last.id.as_str(),
                owner = last.player.letter()
            ],
        ),
        _ => tr(lang, "value-none", &[]),
    };
    out.push(Line::from(vec![
        Span::styled(tr(lang, "ui-chain-first-label", &[]), th.title),
        Span::raw(format!(" {first}")),
    ]));
    let o = cb.other_chain();
    let other_id = match o.rules {
        ChainRules::Tiers => "ui-chain-compare-tiers",
        ChainRules::Apnap => "ui-chain-compare-apnap",
    };
    out.push(Line::styled(
        tr(lang, other_id, fargs![line = links_text(lang, &o)]),
        th.dim,
    ));
    out.push(Line::raw(""));
    for l in crate::phase::explain::chain_text(&c, lang).lines() {
        out.push(Line::raw(l.to_string()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_ids() {
        assert!(is_course_id("Am1", Player::A));
        assert!(is_course_id("Po12", Player::P));
        assert!(!is_course_id("Am1", Player::P));
        assert!(!is_course_id("Ax1", Player::A));
        assert!(!is_course_id("Am", Player::A));
        assert!(!is_course_id("trigger", Player::A));
    }
}
