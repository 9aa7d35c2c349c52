//! Putting simultaneous effects on one chain.
//!
//! Yu-Gi-Oh! (the course's four tiers): the active player's mandatory effects, then the passive
//! player's mandatory ones, then the active player's optional ones, then the passive player's
//! optional ones; inside a tier, the owner's chosen order (list order), and a declined optional
//! effect stays off the chain. Magic's APNAP (CR 603.3b): all of A's, then all of P's.
//! The chain resolves last in, first out; the first who may respond is the player who did not
//! create the last link.

use super::scenario::{ChainEffect, ChainRules, ChainScenario, Player};

/// One chain link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// CL1, CL2, ...: from 1.
    pub number: usize,
    pub id: String,
    pub player: Player,
    pub mandatory: bool,
    /// 1 to 4 under [`ChainRules::Tiers`]; `None` under APNAP.
    pub tier: Option<u8>,
}

/// A built chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    pub rules: ChainRules,
    /// In link order (CL1 first).
    pub links: Vec<Link>,
    /// The optional effects declined (`activate: false`), in list order.
    pub declined: Vec<ChainEffect>,
}

/// The tier of an effect: 1 A mandatory, 2 P mandatory, 3 A optional, 4 P optional.
pub fn tier(player: Player, mandatory: bool) -> u8 {
    match (mandatory, player) {
        (true, Player::A) => 1,
        (true, Player::P) => 2,
        (false, Player::A) => 3,
        (false, Player::P) => 4,
    }
}

/// Builds the chain of `effects` (in each owner's chosen order) under `rules`.
pub fn build(effects: &[ChainEffect], rules: ChainRules) -> Chain {
    let (active, declined): (Vec<&ChainEffect>, Vec<&ChainEffect>) =
        effects.iter().partition(|e| e.activate || e.mandatory);
    let rank = |e: &ChainEffect| match rules {
        ChainRules::Tiers => tier(e.player, e.mandatory),
        ChainRules::Apnap => match e.player {
            Player::A => 1,
            Player::P => 2,
        },
    };
    let mut ordered = active;
    // A stable sort keeps list order inside a tier.
    ordered.sort_by_key(|e| rank(e));
    let links = ordered
        .into_iter()
        .enumerate()
        .map(|(i, e)| Link {
            number: i + 1,
            id: e.id.clone(),
            player: e.player,
            mandatory: e.mandatory,
            tier: (rules == ChainRules::Tiers).then(|| tier(e.player, e.mandatory)),
        })
        .collect();
    Chain {
        rules,
        links,
        declined: declined.into_iter().cloned().collect(),
    }
}

/// Builds the chain of a chain scenario.
pub fn from_scenario(s: &ChainScenario) -> Chain {
    build(&s.effects, s.rules)
}

impl Chain {
    /// The links in resolution order: last in, first out.
    pub fn resolution_order(&self) -> Vec<&Link> {
        self.links.iter().rev().collect()
    }

    /// The ids in resolution order.
    pub fn resolved(&self) -> Vec<String> {
        self.resolution_order()
            .into_iter()
            .map(|l| l.id.clone())
            .collect()
    }

    /// The ids of the declined optional effects.
    pub fn lapsed(&self) -> Vec<String> {
        self.declined.iter().map(|e| e.id.clone()).collect()
    }

    /// The player who did not create the last link (`None` for an empty chain).
    pub fn first_to_respond(&self) -> Option<Player> {
        self.links.last().map(|l| l.player.other())
    }

    /// The one-line trace:
    /// `CL1 Am1, CL2 Am2, CL3 Pm1 | resolves Pm1, Am2, Am1 | first to respond: P`
    /// (`-` in each part for an empty chain).
    pub fn trace_line(&self) -> String {
        let links = if self.links.is_empty() {
            "CL -".to_string()
        } else {
            self.links
                .iter()
                .map(|l| format!("CL{} {}", l.number, l.id))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let resolves = super::trace::id_list(&self.resolved());
        let first = self.first_to_respond().map_or("-", Player::letter);
        format!("{links} | resolves {resolves} | first to respond: {first}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ce(id: &str, player: Player, mandatory: bool, activate: bool) -> ChainEffect {
        ChainEffect {
            id: id.into(),
            player,
            mandatory,
            activate,
        }
    }

    #[test]
    fn tiers_reorder_and_decline() {
        let effects = vec![
            ce("Po1", Player::P, false, true),
            ce("Ao1", Player::A, false, false),
            ce("Pm1", Player::P, true, true),
            ce("Am1", Player::A, true, true),
        ];
        let chain = build(&effects, ChainRules::Tiers);
        assert_eq!(
            chain.trace_line(),
            "CL1 Am1, CL2 Pm1, CL3 Po1 | resolves Po1, Pm1, Am1 | first to respond: A"
        );
        assert_eq!(chain.lapsed(), vec!["Ao1".to_string()]);
    }

    #[test]
    fn apnap_ignores_tiers() {
        let effects = vec![
            ce("Po1", Player::P, false, true),
            ce("Ao1", Player::A, false, true),
            ce("Am1", Player::A, true, true),
        ];
        let chain = build(&effects, ChainRules::Apnap);
        assert_eq!(
            chain.trace_line(),
            "CL1 Ao1, CL2 Am1, CL3 Po1 | resolves Po1, Am1, Ao1 | first to respond: A"
        );
    }

    #[test]
    fn empty_chain() {
        let chain = build(&[ce("Ao1", Player::A, false, false)], ChainRules::Tiers);
        assert_eq!(
            chain.trace_line(),
            "CL - | resolves - | first to respond: -"
        );
    }
}
