//! The chain builder of the phase sandbox: effects that arise at the same moment, grouped in the
//! course's four tiers (A mandatory, P mandatory, A optional, P optional). The user adds effects
//! for either player, makes them mandatory or optional, activates or declines the optional ones,
//! reorders them inside their tier, and switches to Magic's APNAP (CR 603.3b) to compare.
//!
//! Under APNAP the builder speaks Magic: triggered abilities grouped by player, each player
//! ordering all of theirs; the stack from bottom to top; an optional ("may") ability is on the
//! stack whether its controller will use it or not, the choice being made as it resolves
//! (603.5); and the active player receives priority first (117.3b), whoever put the last
//! ability on the stack. The order itself is computed by [`crate::phase::chain`]; this module
//! only edits its input.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Widget, Wrap};

use crate::fargs;
use crate::i18n::{Lang, tr};
use crate::phase::chain::{self, Chain};
use crate::phase::scenario::{ChainEffect, ChainRules, ChainScenario, Player};
use crate::ui::keys::{self, Binding, Ctx, b};
use crate::ui::presenting::{Asked, Canvas, Presents};
use crate::ui::shared::{Shared, Transition};
use crate::ui::theme::Theme;
use crate::ui::widgets::safe;
use crate::words::titles::{Kind, scenario_title};

/// The builder's state: its effects in each owner's chosen order, and the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainBuilder {
    /// The chain scenario it started from, if any.
    pub(crate) name: Option<String>,
    pub effects: Vec<ChainEffect>,
    pub rules: ChainRules,
    /// The selected effect, as an index into [`ChainBuilder::display_order`].
    pub(crate) cursor: usize,
}

impl Default for ChainBuilder {
    fn default() -> ChainBuilder {
        ChainBuilder::new()
    }
}

impl ChainBuilder {
    /// An empty builder under the four tiers.
    pub(crate) fn new() -> ChainBuilder {
        ChainBuilder {
            name: None,
            effects: Vec::new(),
            rules: ChainRules::Tiers,
            cursor: 0,
        }
    }

    /// A builder holding a chain scenario's effects and rules.
    pub(crate) fn from_scenario(name: &str, sc: &ChainScenario) -> ChainBuilder {
        ChainBuilder {
            name: Some(name.to_string()),
            effects: sc.effects.clone(),
            rules: sc.rules,
            cursor: 0,
        }
    }

    /// The group effect `i` is shown and reordered in: its tier (1 to 4), or under APNAP its
    /// player (1 for A, 2 for P), who orders all of their triggered abilities.
    fn group_of(&self, i: usize) -> u8 {
        let e = &self.effects[i];
        match self.rules {
            ChainRules::Tiers => chain::tier(e.player, e.mandatory),
            ChainRules::Apnap => match e.player {
                Player::A => 1,
                Player::P => 2,
            },
        }
    }

    /// The effects (indices) as shown: by group, then in their owner's order.
    pub fn display_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.effects.len()).collect();
        order.sort_by_key(|&i| self.group_of(i));
        order
    }

    /// The selected effect (an index into `effects`).
    pub(crate) fn selected(&self) -> Option<usize> {
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
    pub(crate) fn add(&mut self, player: Player) {
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
    /// activated). An id in the course's notation follows (`Am1` becomes `Ao1`). Under the
    /// tiers it moves to the end of its new tier; under APNAP it keeps its place among its
    /// player's abilities.
    pub(crate) fn toggle_mandatory(&mut self) {
        let Some(i) = self.selected() else { return };
        let mut e = self.effects.remove(i);
        e.mandatory = !e.mandatory;
        e.activate = true;
        if is_course_id(&e.id, e.player) {
            e.id = self.fresh_id(e.player, e.mandatory);
        }
        let at = match self.rules {
            ChainRules::Tiers => self.effects.len(),
            ChainRules::Apnap => i,
        };
        self.effects.insert(at, e);
        self.select(at);
    }

    /// Declines the selected optional effect, or activates it again (under APNAP: its
    /// controller will decline, or use, the ability as it resolves).
    pub(crate) fn toggle_activate(&mut self) {
        let Some(i) = self.selected() else { return };
        let e = &mut self.effects[i];
        if !e.mandatory {
            e.activate = !e.activate;
        }
    }

    /// Moves the selected effect one place earlier (or later) inside its group.
    pub(crate) fn shift(&mut self, earlier: bool) {
        let Some(i) = self.selected() else { return };
        let group = self.group_of(i);
        let same: Vec<usize> = (0..self.effects.len())
            .filter(|&j| self.group_of(j) == group)
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
    pub(crate) fn remove(&mut self) {
        let Some(i) = self.selected() else { return };
        self.effects.remove(i);
        self.cursor = self.cursor.min(self.effects.len().saturating_sub(1));
    }

    /// Switches between the four tiers and APNAP.
    pub(crate) fn switch_rules(&mut self) {
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

/// What a key does in the chain builder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Back to the phase sandbox.
    Close,
    Prev,
    Next,
    AddA,
    AddP,
    ToggleMandatory,
    ToggleActivate,
    Earlier,
    Later,
    Remove,
    /// The strict and the lenient readings.
    Rules,
    /// The chain built, as a phase in the phase sandbox.
    ToPhase,
}

/// The chain builder's rows of the key table.
#[rustfmt::skip]
pub const KEYS: &[Binding<Action>] = &[
    b(Ctx::Chain, KeyCode::Down, Action::Next, "ui-key-chain-next", false),
    b(Ctx::Chain, KeyCode::Up, Action::Prev, "ui-key-chain-prev", false),
    b(Ctx::Chain, KeyCode::Char('a'), Action::AddA, "ui-key-chain-add-a", true),
    b(Ctx::Chain, KeyCode::Char('p'), Action::AddP, "ui-key-chain-add-p", true),
    b(Ctx::Chain, KeyCode::Char('m'), Action::ToggleMandatory, "ui-key-chain-mandatory", true),
    b(Ctx::Chain, KeyCode::Enter, Action::ToggleActivate, "ui-key-chain-activate", true),
    b(Ctx::Chain, KeyCode::PageUp, Action::Earlier, "ui-key-chain-earlier", false),
    b(Ctx::Chain, KeyCode::PageDown, Action::Later, "ui-key-chain-later", false),
    b(Ctx::Chain, KeyCode::Char('x'), Action::Remove, "ui-key-chain-remove", false),
    b(Ctx::Chain, KeyCode::Char('r'), Action::Rules, "ui-key-chain-rules", true),
    b(Ctx::Chain, KeyCode::Esc, Action::Close, "ui-key-chain-close", true),
    b(Ctx::Chain, KeyCode::Char('c'), Action::ToPhase, "ui-phase-key-from-chain", true),
];

/// The chain builder's action of a key press, if any.
pub(crate) fn handle_key(key: &KeyEvent) -> Option<Action> {
    keys::action_in(KEYS, &contexts(), key)
}

/// The chain builder's actions (`Esc` goes back to the phase sandbox).
pub(crate) fn update(cb: &mut ChainBuilder, action: Action) -> Transition {
    let n = cb.effects.len();
    match action {
        Action::Close => return Transition::Back,
        Action::ToPhase => return Transition::Phase,
        Action::Prev => cb.cursor = cb.cursor.saturating_sub(1),
        Action::Next => cb.cursor = (cb.cursor + 1).min(n.saturating_sub(1)),
        Action::AddA => cb.add(Player::A),
        Action::AddP => cb.add(Player::P),
        Action::ToggleMandatory => cb.toggle_mandatory(),
        Action::ToggleActivate => cb.toggle_activate(),
        Action::Earlier => cb.shift(true),
        Action::Later => cb.shift(false),
        Action::Remove => cb.remove(),
        Action::Rules => cb.switch_rules(),
    }
    Transition::Stay
}

/// The contexts whose keys are active, most specific first.
pub(crate) fn contexts() -> Vec<Ctx> {
    vec![Ctx::Chain, Ctx::Global]
}

/// What the mouse wheel does in the builder (up or down).
pub(crate) fn wheel(up: bool) -> Action {
    if up { Action::Prev } else { Action::Next }
}

/// The builder inside the phase pane's frame.
pub(crate) fn render(cb: &ChainBuilder, sh: &Shared, th: &Theme, area: Rect, buf: &mut Buffer) {
    safe::para(lines(sh.lang, cb, th))
        .wrap(Wrap { trim: false })
        .render(area, buf);
}

/// The title of the phase pane while the builder shows: a lesson's chain by its lesson page's
/// title, never its file name.
pub(crate) fn title(sh: &Shared, cb: &ChainBuilder) -> String {
    let t = tr(sh.lang, "ui-chain-title", &[]);
    match &cb.name {
        Some(n) => {
            let name = scenario_title(&sh.course, n, Kind::Procedure, sh.lang)
                .unwrap_or_else(|| n.clone());
            format!("{t} — {name}")
        }
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

/// A line with a label and a value.
fn labelled(label: String, value: String, th: &Theme) -> Line<'static> {
    Line::from(vec![
        Span::styled(label, th.title),
        Span::raw(format!(" {value}")),
    ])
}

/// The builder as lines: the effects by tier (or, under APNAP, each player's triggered
/// abilities), then the chain (CL1 …) or the stack, the resolution order and who may respond
/// first, the same effects under the other rules, and the explanation of
/// [`crate::words::phase::chain_text`].
pub(crate) fn lines(lang: Lang, cb: &ChainBuilder, th: &Theme) -> Vec<Line<'static>> {
    let magic = cb.rules == ChainRules::Apnap;
    let mut out = Vec::new();
    let rules_id = if magic {
        "ui-chain-rules-apnap"
    } else {
        "ui-chain-rules-tiers"
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
    let groups: &[u8] = if magic { &[1, 2] } else { &[1, 2, 3, 4] };
    for &group in groups {
        out.push(Line::styled(group_title(lang, magic, group), th.title));
        let mut any = false;
        for (k, &i) in order.iter().enumerate() {
            if cb.group_of(i) != group {
                continue;
            }
            any = true;
            let e = &cb.effects[i];
            let text = format!("{} {} · {}", mark(e, magic), e.id, state(lang, e, magic));
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
        let id = if magic {
            "ui-chain-magic-empty"
        } else {
            "ui-chain-empty"
        };
        out.push(Line::styled(tr(lang, id, &[]), th.dim));
    }
    let c = cb.chain();
    out.push(Line::raw(""));
    if magic {
        magic_summary(lang, &c, th, &mut out);
    } else {
        tiers_summary(lang, &c, th, &mut out);
    }
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
    for l in crate::words::phase::chain_text(&c, lang).lines() {
        out.push(Line::raw(l.to_string()));
    }
    out
}

/// The title of a group: a tier, or under APNAP a player's triggered abilities.
fn group_title(lang: Lang, magic: bool, group: u8) -> String {
    if magic {
        let player = if group == 1 { Player::A } else { Player::P };
        return tr(
            lang,
            "ui-chain-magic-player",
            fargs![player = player.letter()],
        );
    }
    let (player, mandatory) = match group {
        1 => (Player::A, true),
        2 => (Player::P, true),
        3 => (Player::A, false),
        _ => (Player::P, false),
    };
    tr(
        lang,
        "ui-chain-tier",
        fargs![
            tier = group as usize,
            player = player.letter(),
            kind = if mandatory { "mandatory" } else { "optional" }
        ],
    )
}

/// The mark before an effect: on the chain or not (tiers); used or declined as it resolves
/// (APNAP, where every ability is on the stack). The words after it say the same.
fn mark(e: &ChainEffect, magic: bool) -> &'static str {
    match (e.mandatory || e.activate, magic) {
        (true, _) => "✓",
        (false, false) => "✗",
        (false, true) => "○",
    }
}

/// What happens to an effect: a mandatory one is on the chain (no one chooses to activate it),
/// an optional one activated or declined (tiers); under APNAP, on the stack, and for a "may"
/// ability whether its controller uses it as it resolves.
fn state(lang: Lang, e: &ChainEffect, magic: bool) -> String {
    let id = match (magic, e.mandatory, e.activate) {
        (false, true, _) => "ui-chain-on-chain",
        (false, false, true) => "ui-chain-activated",
        (false, false, false) => "ui-chain-declined",
        (true, true, _) => "ui-chain-magic-on-stack",
        (true, false, true) => "ui-chain-magic-may-yes",
        (true, false, false) => "ui-chain-magic-may-no",
    };
    tr(lang, id, fargs![player = e.player.letter()])
}

/// Under the tiers: the chain links, the resolution order and who may respond first (the
/// player who did not create the last link).
fn tiers_summary(lang: Lang, c: &Chain, th: &Theme, out: &mut Vec<Line<'static>>) {
    out.push(labelled(
        tr(lang, "ui-chain-links", &[]),
        links_text(lang, c),
        th,
    ));
    let resolves = c.resolved();
    out.push(labelled(
        tr(lang, "ui-chain-resolves", &[]),
        if resolves.is_empty() {
            tr(lang, "value-none", &[])
        } else {
            resolves.join(", ")
        },
        th,
    ));
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
    out.push(labelled(tr(lang, "ui-chain-first-label", &[]), first, th));
}

/// Under APNAP: the stack from bottom to top, the resolution order (a declined "may" ability
/// resolves too, doing nothing), and who receives priority first: the active player (117.3b).
fn magic_summary(lang: Lang, c: &Chain, th: &Theme, out: &mut Vec<Line<'static>>) {
    let none = || tr(lang, "value-none", &[]);
    let stack = if c.links.is_empty() {
        none()
    } else {
        c.links
            .iter()
            .map(|l| l.id.as_str())
            .collect::<Vec<_>>()
            .join(" · ")
    };
    out.push(labelled(tr(lang, "ui-chain-magic-stack", &[]), stack, th));
    let resolves = if c.links.is_empty() {
        none()
    } else {
        c.resolution_order()
            .into_iter()
            .map(|l| {
                if l.declines {
                    tr(lang, "ui-chain-magic-declines", fargs![id = l.id.as_str()])
                } else {
                    l.id.clone()
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    out.push(labelled(
        tr(lang, "ui-chain-magic-resolves", &[]),
        resolves,
        th,
    ));
    let first = match c.first_to_respond() {
        Some(p) => tr(lang, "ui-chain-magic-priority", fargs![player = p.letter()]),
        None => none(),
    };
    out.push(labelled(
        tr(lang, "ui-chain-magic-priority-label", &[]),
        first,
        th,
    ));
}

impl Presents for ChainBuilder {
    fn present_header(&self, sh: &Shared) -> String {
        tr(sh.lang, "ui-present-chain", &[])
    }

    fn present_body(&self, cv: Canvas<'_>, _: Option<Asked>) {
        safe::para(lines(cv.sh.lang, self, cv.th))
            .wrap(Wrap { trim: false })
            .render(cv.area, cv.buf);
    }
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
