//! Answer parsing: lenient (case, spaces, accents, English or French names, list numbers) and
//! never panicking on any input.

use layerlab::drill::answer::{Answer, Form, Opt, parse_answer};
use layerlab::rules::layer::Layer;
use layerlab::rules::types::{CardType, Color};
use proptest::prelude::*;

fn types() -> Vec<Opt> {
    vec![
        Opt::Type(CardType::Artifact),
        Opt::Type(CardType::Creature),
        Opt::Type(CardType::Enchantment),
        Opt::Type(CardType::Land),
    ]
}

fn ids() -> Vec<Opt> {
    ["am1", "pm1", "po1"]
        .iter()
        .map(|s| Opt::Id(s.to_string()))
        .collect()
}

#[test]
fn power_and_toughness() {
    for (input, want) in [
        ("3/4", (3, 4)),
        ("  3 / 4 ", (3, 4)),
        ("3 4", (3, 4)),
        ("-1/0", (-1, 0)),
        ("\u{2212}1/2", (-1, 2)),
        ("0/1.", (0, 1)),
    ] {
        assert_eq!(
            parse_answer(input, &Form::PT),
            Ok(Answer::PT(want.0, want.1)),
            "{input:?}"
        );
    }
    for bad in ["", "3", "three/four", "3/4/5", "3//4", "1e9/1"] {
        let e = parse_answer(bad, &Form::PT).unwrap_err();
        assert_eq!(e.id, "drill-parse-pt");
    }
}

#[test]
fn layers_in_any_spelling() {
    for (input, want) in [
        ("7c", Layer::L7c),
        ("7C", Layer::L7c),
        ("7 c", Layer::L7c),
        ("layer 7b", Layer::L7b),
        ("Couche 4", Layer::L4),
        ("couche 1a", Layer::L1a),
        ("L6", Layer::L6),
        ("2", Layer::L2),
    ] {
        assert_eq!(
            parse_answer(input, &Form::Layer),
            Ok(Answer::Layer(want)),
            "{input:?}"
        );
    }
    for bad in ["8", "7e", "layer", "sba", ""] {
        assert!(parse_answer(bad, &Form::Layer).is_err(), "{bad:?}");
    }
}

#[test]
fn picks_by_name_in_either_language_or_by_number() {
    let opts = types();
    let f = Form::Set(&opts);
    let want = Ok(Answer::Set(vec![1, 3]));
    for input in [
        "Creature, Land",
        "land, creature",
        "CRÉATURE, terrain",
        "creature ; terrain",
        "2, 4",
        "4 2",
        "creature land",
        "Land,Creature,land",
    ] {
        assert_eq!(parse_answer(input, &f), want, "{input:?}");
    }
    assert_eq!(parse_answer("none", &f), Ok(Answer::Set(vec![])));
    assert_eq!(parse_answer("Aucun", &f), Ok(Answer::Set(vec![])));
    for bad in ["", "5", "0", "planeswalker", "creature, dragon"] {
        let e = parse_answer(bad, &f).unwrap_err();
        assert_eq!(e.id, "drill-parse-set", "{bad:?}");
    }
}

#[test]
fn colors_and_abilities_by_name() {
    let colors: Vec<Opt> = Color::ALL.iter().map(|c| Opt::Color(*c)).collect();
    assert_eq!(
        parse_answer("bleu, Red", &Form::Set(&colors)),
        Ok(Answer::Set(vec![1, 3]))
    );
    assert_eq!(
        parse_answer("colorless", &Form::Set(&colors)),
        Ok(Answer::Set(vec![]))
    );
    let abilities = vec![
        Opt::Ability {
            en: "Flying".into(),
            fr: "Vol".into(),
        },
        Opt::Ability {
            en: "Islandwalk".into(),
            fr: "Traversée des îles".into(),
        },
    ];
    assert_eq!(
        parse_answer("traversee des iles", &Form::Set(&abilities)),
        Ok(Answer::Set(vec![1]))
    );
}

#[test]
fn orders_by_id_or_number() {
    let opts = ids();
    let f = Form::Order(&opts);
    assert_eq!(
        parse_answer("po1 am1 pm1", &f),
        Ok(Answer::Order(vec![2, 0, 1]))
    );
    assert_eq!(
        parse_answer("PO1, AM1, PM1", &f),
        Ok(Answer::Order(vec![2, 0, 1]))
    );
    assert_eq!(parse_answer("3 1 2", &f), Ok(Answer::Order(vec![2, 0, 1])));
    assert_eq!(parse_answer("am1", &f), Ok(Answer::Order(vec![0])));
    for bad in ["am1 am1", "", "x1", "none"] {
        assert!(parse_answer(bad, &f).is_err(), "{bad:?}");
    }
}

proptest! {
    #[test]
    fn any_input_parses_or_errs_without_panicking(s in "\\PC{0,40}") {
        let t = types();
        let i = ids();
        for f in [Form::PT, Form::Layer, Form::Set(&t), Form::Order(&i)] {
            let _ = parse_answer(&s, &f);
        }
    }
}

#[test]
fn phase_steps_one_word_per_step() {
    let opts = ids();
    let f = Form::Steps(&opts);
    let want = Answer::Steps(
        ["pass", "pass", "am1", "-", "pm1"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    );
    assert_eq!(parse_answer("pass pass am1 - pm1", &f), Ok(want.clone()));
    assert_eq!(parse_answer("Pass, passe, AM1! — pm1!", &f), Ok(want));
    for bad in ["", "pass x9", "pass, ,"] {
        assert!(
            parse_answer(bad, &f).is_err() || bad == "pass, ,",
            "{bad:?}"
        );
    }
    assert!(parse_answer("pass x9", &f).is_err());
}
