//! Putting simultaneous effects on one chain.
//!
//! Yu-Gi-Oh! (the course's four tiers): the active player's mandatory effects, then the passive
//! player's mandatory ones, then the active player's optional ones, then the passive player's
//! optional ones; inside a tier, the owner's chosen order (list order), and a declined optional
//! effect stays off the chain. The first who may respond is the player who did not create the
//! last link.
//!
//! Magic's APNAP (CR 603.3b): each player in APNAP order, the active player first, puts all
//! their triggered abilities on the stack, so all of A's go on first, then all of P's. An
//! optional ("may") ability goes on the stack all the same; its controller makes the choice as
//! it resolves (603.5), so declining it is not a lapse. The triggered abilities are put on the
//! stack the next time a player would receive priority (603.3), and after a resolution that
//! player is the active player (117.3b; 117.3a at the start of a step): A may respond first,
//! whoever put the last ability on the stack.
//!
//! Either way the chain resolves last in, first out.

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
    /// Under APNAP, an optional ability its controller declines: it is on the stack and
    /// resolves, and its controller chooses, as it resolves, not to do what it offers (603.5).
    pub declines: bool,
}

/// A built chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    pub rules: ChainRules,
    /// In link order (CL1 first).
    pub links: Vec<Link>,
    /// Under the tiers, the optional effects declined (`activate: false`), in list order: they
    /// never go on the chain. Always empty under APNAP (see [`Link::declines`]).
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
    let (on, declined): (Vec<&ChainEffect>, Vec<&ChainEffect>) = match rules {
        ChainRules::Tiers => effects.iter().partition(|e| e.activate || e.mandatory),
        ChainRules::Apnap => (effects.iter().collect(), Vec::new()),
    };
    let rank = |e: &ChainEffect| match rules {
        ChainRules::Tiers => tier(e.player, e.mandatory),
        ChainRules::Apnap => match e.player {
            Player::A => 1,
            Player::P => 2,
        },
    };
    let mut ordered = on;
    // A stable sort keeps list order inside a tier (or inside a player's abilities).
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
            declines: rules == ChainRules::Apnap && !e.mandatory && !e.activate,
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
        self.links.iter().rev().map(|l| l.id.clone()).collect()
    }

    /// The ids of the optional effects that lapse: those declined under the tiers, which never
    /// went on the chain. Under APNAP none does.
    pub fn lapsed(&self) -> Vec<String> {
        self.declined.iter().map(|e| e.id.clone()).collect()
    }

    /// Under APNAP, the ids of the optional abilities declined as they resolve, in resolution
    /// order.
    pub fn declined_on_resolution(&self) -> Vec<String> {
        self.links
            .iter()
            .rev()
            .filter(|l| l.declines)
            .map(|l| l.id.clone())
            .collect()
    }

    /// Which players have a link on the chain.
    pub fn has_links_of(&self, player: Player) -> bool {
        self.links.iter().any(|l| l.player == player)
    }

    /// The first player who may respond (`None` for an empty chain): under the tiers, the
    /// player who did not create the last link; under APNAP, the active player (117.3b).
    pub fn first_to_respond(&self) -> Option<Player> {
        let last = self.links.last()?;
        Some(match self.rules {
            ChainRules::Tiers => last.player.other(),
            ChainRules::Apnap => Player::A,
        })
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

    fn ids(c: &Chain) -> Vec<&str> {
        c.links.iter().map(|l| l.id.as_str()).collect()
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
        assert_eq!(ids(&chain), ["Am1", "Pm1", "Po1"]);
        assert_eq!(chain.resolved(), ["Po1", "Pm1", "Am1"]);
        assert_eq!(chain.first_to_respond(), Some(Player::A));
        assert_eq!(chain.lapsed(), vec!["Ao1".to_string()]);
    }

    #[test]
    fn apnap_ignores_tiers_and_keeps_a_declined_may_ability_on_the_stack() {
        let effects = vec![
            ce("Po1", Player::P, false, true),
            ce("Ao1", Player::A, false, false),
            ce("Am1", Player::A, true, true),
        ];
        let chain = build(&effects, ChainRules::Apnap);
        assert_eq!(ids(&chain), ["Ao1", "Am1", "Po1"]);
        assert!(chain.links[0].declines);
        assert!(chain.lapsed().is_empty());
        assert_eq!(chain.declined_on_resolution(), ["Ao1"]);
        // The last ability is P's, yet A receives priority first.
        assert_eq!(chain.first_to_respond(), Some(Player::A));
    }

    #[test]
    fn empty_chain() {
        let chain = build(&[ce("Ao1", Player::A, false, false)], ChainRules::Tiers);
        assert!(chain.links.is_empty());
        assert_eq!(chain.first_to_respond(), None);
    }
}
