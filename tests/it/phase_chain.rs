//! Chain order of simultaneous effects: the four tiers with declined optionals, and APNAP.

use std::path::Path;

use layerlab::content::phase_file as load;
use layerlab::i18n::Lang;
use layerlab::phase::chain::{self, tier};
use layerlab::phase::{ChainRules, ChainScenario, Player, Scenario, outcome};
use layerlab::words::phase::ChainWords as _;
use layerlab::words::phase::OutcomeWords as _;

fn scenario(text: &str) -> ChainScenario {
    match load::parse(Path::new("c.ron"), text, Lang::En) {
        Ok(Scenario::Chain(s)) => s,
        other => panic!("not a chain scenario: {other:?}"),
    }
}

#[test]
fn tiers_put_mandatory_before_optional_and_active_before_passive() {
    // Listed in a scrambled order: the tiers reorder them, list order inside a tier stays.
    let s = scenario(
        r#"ChainScenario(format_version: 1, effects: [
            (id: "Po1", player: P, mandatory: false),
            (id: "Ao1", player: A, mandatory: false),
            (id: "Pm1", player: P, mandatory: true),
            (id: "Am2", player: A, mandatory: true),
            (id: "Am1", player: A, mandatory: true),
        ])"#,
    );
    let c = chain::from_scenario(&s);
    assert_eq!(
        c.trace_line(),
        "CL1 Am2, CL2 Am1, CL3 Pm1, CL4 Ao1, CL5 Po1 | resolves Po1, Ao1, Pm1, Am1, Am2 | first to respond: A"
    );
    let tiers: Vec<Option<u8>> = c.links.iter().map(|l| l.tier).collect();
    assert_eq!(tiers, vec![Some(1), Some(1), Some(2), Some(3), Some(4)]);
}

#[test]
fn declined_optionals_stay_off_the_chain_and_lapse() {
    let s = scenario(
        r#"ChainScenario(format_version: 1, effects: [
            (id: "Am1", player: A, mandatory: true),
            (id: "Ao1", player: A, mandatory: false, activate: false),
            (id: "Po1", player: P, mandatory: false, activate: false),
        ])"#,
    );
    let o = outcome::run(&Scenario::Chain(s)).unwrap();
    assert_eq!(
        o.trace_line(),
        "CL1 Am1 | resolves Am1 | first to respond: P"
    );
    assert_eq!(o.lapsed(), vec!["Ao1", "Po1"]);
    assert_eq!(
        o.trace_output(),
        "CL1 Am1 | resolves Am1 | first to respond: P\nresolved: Am1\nlapsed: Ao1, Po1\n"
    );
}

#[test]
fn first_to_respond_is_who_did_not_create_the_last_link() {
    let s = scenario(
        r#"ChainScenario(format_version: 1, effects: [
            (id: "Am1", player: A, mandatory: true), (id: "Am2", player: A, mandatory: true),
            (id: "Pm1", player: P, mandatory: true),
        ])"#,
    );
    let c = chain::from_scenario(&s);
    assert_eq!(
        c.trace_line(),
        "CL1 Am1, CL2 Am2, CL3 Pm1 | resolves Pm1, Am2, Am1 | first to respond: A"
    );
    let only_a = chain::from_scenario(&scenario(
        r#"ChainScenario(format_version: 1, effects: [(id: "Ao1", player: A, mandatory: false)])"#,
    ));
    assert_eq!(only_a.first_to_respond(), Some(Player::P));
}

#[test]
fn apnap_puts_all_of_a_then_all_of_p_without_tiers() {
    let s = scenario(
        r#"ChainScenario(format_version: 1, rules: Apnap, effects: [
            (id: "Po1", player: P, mandatory: false),
            (id: "Ao1", player: A, mandatory: false),
            (id: "Pm1", player: P, mandatory: true),
            (id: "Am1", player: A, mandatory: true),
            (id: "Ao2", player: A, mandatory: false, activate: false),
        ])"#,
    );
    assert_eq!(s.rules, ChainRules::Apnap);
    let c = chain::from_scenario(&s);
    // The declined "may" ability still goes on the stack (603.5), with A's.
    assert_eq!(
        c.trace_line(),
        "CL1 Ao1, CL2 Am1, CL3 Ao2, CL4 Po1, CL5 Pm1 | resolves Pm1, Po1, Ao2 (declined), Am1, Ao1 | first to respond: A"
    );
    assert!(c.links.iter().all(|l| l.tier.is_none()));
    assert!(c.lapsed().is_empty());
    assert_eq!(c.declined_on_resolution(), vec!["Ao2"]);
}

#[test]
fn an_all_declined_chain_is_empty() {
    let c = chain::from_scenario(&scenario(
        r#"ChainScenario(format_version: 1, effects: [(id: "Ao1", player: A, mandatory: false, activate: false)])"#,
    ));
    assert!(c.links.is_empty());
    assert_eq!(c.first_to_respond(), None);
    assert_eq!(c.trace_line(), "empty chain");
}

#[test]
fn tier_numbers() {
    assert_eq!(tier(Player::A, true), 1);
    assert_eq!(tier(Player::P, true), 2);
    assert_eq!(tier(Player::A, false), 3);
    assert_eq!(tier(Player::P, false), 4);
}

#[test]
fn chain_text_explains_tiers_and_responder_in_both_languages() {
    let s = scenario(
        r#"ChainScenario(format_version: 1, effects: [
            (id: "Am1", player: A, mandatory: true),
            (id: "Po1", player: P, mandatory: false, activate: false),
        ])"#,
    );
    let o = outcome::run(&Scenario::Chain(s)).unwrap();
    let en = o.text(Lang::En);
    assert!(en.contains("CL1: Am1 (A, mandatory), tier 1."), "{en}");
    assert!(en.contains("Po1 (P, optional) is declined"), "{en}");
    assert!(en.contains("so P is the first who may respond"), "{en}");
    let fr = o.text(Lang::Fr);
    assert!(
        fr.contains("CL1\u{a0}: Am1 (A, obligatoire), palier 1."),
        "{fr}"
    );
    assert!(fr.contains("Po1 (P, optionnel) est refusé"), "{fr}");
    assert!(fr.contains("maillon"), "{fr}");
}
