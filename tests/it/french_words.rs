//! French as a French judge writes it: one apostrophe style in every message (the straight
//! one), "questions traitées", a verb that agrees with a plural card name ("Elfes de Llanowar
//! arrivent"), "cible" for one target, and counts that agree ("1 problème", not "problème(s)").

use std::path::Path;

use layerlab::drill::{Drills, text};
use layerlab::fargs;
use layerlab::i18n::{Lang, tr};

/// Every message file of both languages, with its path.
fn messages() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for lang in ["en", "fr"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang);
        for f in std::fs::read_dir(dir).unwrap() {
            let path = f.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path.display().to_string(), text));
        }
    }
    assert!(out.len() > 20, "the locales are read");
    out
}

#[test]
fn every_message_uses_the_straight_apostrophe() {
    let mut bad = Vec::new();
    for (path, text) in messages() {
        for (n, line) in text.lines().enumerate() {
            if line.contains('\u{2019}') {
                bad.push(format!("{path}:{}: {line}", n + 1));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "typographic apostrophes:\n{}",
        bad.join("\n")
    );
}

#[test]
fn questions_are_traitees_never_repondues() {
    // The start screen's count of the course's questions.
    let heading = tr(
        Lang::Fr,
        "ui-answer-start-heading",
        fargs![seen = 1, count = 2, marks = "3✓ 1✗/4"],
    );
    assert!(heading.contains("questions"), "{heading}");
    assert!(!heading.contains("répondu"), "{heading}");
    for (path, text) in messages() {
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            assert!(!line.contains("questions répondues"), "{path}: {line}");
        }
    }
}

#[test]
fn a_plural_card_name_takes_a_plural_verb() {
    let d = Drills::embedded().expect("drills");
    let mut met = 0;
    for t in &d.templates {
        for seed in 0..40 {
            let Ok(p) = d.problem(&t.id, seed) else {
                continue;
            };
            for line in text::prompt(&p, Lang::Fr, &d.catalogue) {
                for name in ["Elfes de Llanowar", "Grizzlis"] {
                    let Some(at) = line.find(&format!("{name} [")) else {
                        continue;
                    };
                    let rest = &line[at..];
                    if rest.contains("sur le champ de bataille") {
                        met += 1;
                        assert!(rest.contains("] arrivent sur"), "{line}");
                    }
                }
            }
        }
    }
    assert!(
        met > 0,
        "no problem puts Llanowar Elves or Grizzly Bears on the battlefield"
    );
    // English card names take the singular, as Oracle text does.
    let en = tr(
        Lang::En,
        "drill-act-enter",
        fargs![
            card = "Llanowar Elves",
            id = "elves",
            player = 1,
            number = "plural"
        ],
    );
    assert!(en.contains("enters the battlefield"), "{en}");
}

#[test]
fn one_target_is_a_cible_and_counts_agree() {
    let cast = |count: usize| {
        tr(
            Lang::Fr,
            "drill-act-cast",
            fargs![
                card = "Croissance gigantesque",
                player = 0,
                count = count,
                targets = "x"
            ],
        )
    };
    assert!(cast(1).contains("(cible\u{a0}: x)"), "{}", cast(1));
    assert!(cast(2).contains("(cibles\u{a0}: x)"), "{}", cast(2));
    let need = tr(
        Lang::Fr,
        "action-target-count",
        fargs![what = "Acte de trahison", needed = 1, given = 2],
    );
    assert!(need.contains("1 cible, 2 données"), "{need}");
    let en = tr(
        Lang::En,
        "action-target-count",
        fargs![what = "Act of Treason", needed = 1, given = 0],
    );
    assert!(en.contains("needs 1 target, 0 given"), "{en}");
    assert_eq!(
        tr(Lang::Fr, "check-failed", fargs![n = 1]),
        "1 problème trouvé."
    );
    assert_eq!(
        tr(Lang::En, "check-failed", fargs![n = 3]),
        "3 problems found."
    );
    // No "word(s)" left in a program message of either language ("step (s)" names a key).
    for (path, text) in messages() {
        if path.contains("lesson-") {
            continue;
        }
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let glued = line
                .match_indices("(s)")
                .any(|(i, _)| line[..i].chars().last().is_some_and(char::is_alphabetic));
            assert!(!glued, "{path}: {line}");
        }
    }
}

/// The course's word for a timestamp is "tampon horaire" (its 2011 texts, and French judges'):
/// every French message says it, and only the glossary names "horodatage", as a word met
/// elsewhere.
#[test]
fn a_timestamp_is_a_tampon_horaire() {
    let mut bad = Vec::new();
    for (path, text) in messages() {
        if !path.contains("/fr/") {
            continue;
        }
        for line in text.lines() {
            if line.to_lowercase().contains("horodat") && !line.starts_with("gl-timestamp-def") {
                bad.push(format!("{path}: {line}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    let said = tr(Lang::Fr, "gl-timestamp", &[]);
    assert_eq!(said, "tampon horaire");
}

/// The French rules' words where the course once said something else: a permanent stays "sur le
/// champ de bataille" (not "en jeu", the 2011 cards' zone name), "stickers" (not "autocollants"),
/// an ability is "acquise" (not "gagnée": "gagne" is for +N/+N), the chain trace's token is
/// "passe", and an Aura or an Equipment is attached without a "il ou elle".
#[test]
fn french_says_the_french_rules_words() {
    let abilities = [
        "le vol",
        "l'indestructible",
        "la capacité",
        "une capacité",
        "la défense talismanique",
        "la célérité",
        "le défenseur",
        "le piétinement",
    ];
    let mut bad = Vec::new();
    for (path, text) in messages() {
        if !path.contains("/fr/") {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            if line.starts_with('#') {
                continue;
            }
            let low = line.to_lowercase();
            let mut fault = |what: &str| bad.push(format!("{path}:{}: {what}: {line}", n + 1));
            if low.contains("reste en jeu") || low.contains("restent en jeu") {
                fault("en jeu");
            }
            if low.contains("autocollant") {
                fault("autocollant");
            }
            if low.contains("il ou elle") || low.contains("elle ou il") {
                fault("il ou elle");
            }
            // The trace's French token, where a lesson shows it ("pass" stays reserved as an id).
            if path.contains("lesson-")
                && (low.contains("« pass »") || low.contains("«\u{a0}pass\u{a0}»"))
            {
                fault("pass");
            }
            for verb in ["gagne ", "gagnent ", "gagner "] {
                for a in abilities {
                    if low.contains(&format!("{verb}{a}")) {
                        fault("gagner une capacité");
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "\n{}", bad.join("\n"));
}
