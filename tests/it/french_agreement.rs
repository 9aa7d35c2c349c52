//! The French the program builds agrees with the cards it names: pronouns, participles and verbs
//! take the gender and number of the card's French name ("à elle" for la Plaine, "à eux" for
//! les Grizzlis, "engagée", "reçoivent-ils"), and "de", "que" elide before a vowel, also when the
//! word comes from an argument ("qu'Urborg", "d'Ogre gris"). Every sentence kind is rendered
//! with a masculine card (Ogre gris), a feminine one (Lune de sang, Plaine, Lignification), a
//! plural one (Grizzlis, Elfes de Llanowar) and vowel-initial ones (Ogre gris, Urborg,
//! Humilité): the ability texts, the worked answers and the trace's steps, the drill's action
//! and question lines, and the phase trace.

use std::path::Path;

use layerlab::content::catalogue::Catalogue;
use layerlab::content::lesson::Ask;
use layerlab::content::scenario::{Loaded, load_str};
use layerlab::drill::{Answer, Concept, PickField, Problem, Question, Setup};
use layerlab::i18n::Lang;
use layerlab::rules::card::CardDef;
use layerlab::rules::solve::{Solution, SolveOptions, solve};
use layerlab::words::abilities;
use layerlab::words::worked::worked_lines;

use crate::common;
use common::binary::layerlab;
use common::temp_file;

fn catalogue() -> Catalogue {
    Catalogue::embedded()
}

fn card<'c>(cat: &'c Catalogue, name: &str) -> &'c CardDef {
    cat.find(name).unwrap_or_else(|| panic!("no card {name}"))
}

/// A board played and solved.
fn board(actions: &str) -> (Loaded, Solution) {
    let text = format!("Scenario(format_version: 1, actions: [{actions}])");
    let loaded = load_str(Path::new("agreement.ron"), &text, &catalogue())
        .unwrap_or_else(|e| panic!("{e:?}"));
    let sol = solve(&loaded.game, &SolveOptions::traced());
    (loaded, sol)
}

/// French words that must elide before a vowel, and a word of the text that follows one
/// unelided ("de Ogre", "que Urborg"). A y before a vowel is a consonant ("de Yavimaya").
fn unelided(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split([' ', '\u{a0}', '\n']).collect();
    for w in words.windows(2) {
        let small = w[0].trim_start_matches(['(', '«', '[']).to_lowercase();
        if !matches!(
            small.as_str(),
            "de" | "que" | "le" | "la" | "ne" | "se" | "ce" | "jusque" | "lorsque"
        ) {
            continue;
        }
        let next = w[1].to_lowercase();
        let mut letters = next.chars();
        let vowel = |c: char| "aeiouàâäéèêëîïôöûüœ".contains(c);
        let starts = match letters.next() {
            Some('y') => !letters.next().is_some_and(|c| vowel(c) || c == 'y'),
            Some('h') => true,
            Some(c) => vowel(c),
            None => false,
        };
        // Words with an aspirated h, or numbers said with a consonant ("de 1/1"), never reach
        // here; "le un" would.
        if starts {
            return Some(format!("{} {}", w[0], w[1]));
        }
    }
    None
}

fn assert_elided(text: &str, what: &str) {
    if let Some(bad) = unelided(text) {
        panic!("{what}: « {bad} » should elide:\n{text}");
    }
}

// ------------------------------------------------------------------------------------------
// The catalogue: each card's French name has its gender and number.

#[test]
fn the_catalogue_knows_the_gender_and_number_of_french_names() {
    let cat = catalogue();
    for name in [
        "Blood Moon",
        "Humility",
        "Crusade",
        "Plains",
        "Island",
        "Lignify",
        "Giant Growth",
        "Dress Down",
        "Levitation",
        "Opalescence",
        "Titania's Song",
    ] {
        let c = card(&cat, name);
        assert!(c.name_fr_feminine, "la {}: feminine", c.name_fr);
        assert!(!c.name_fr_plural, "{}: singular", c.name_fr);
    }
    for name in [
        "Gray Ogre",
        "Urborg, Tomb of Yawgmoth",
        "Arcane Flight",
        "Swamp",
    ] {
        let c = card(&cat, name);
        assert!(!c.name_fr_feminine, "le {}: masculine", c.name_fr);
    }
    for name in ["Grizzly Bears", "Llanowar Elves", "Cerulean Wisps"] {
        let c = card(&cat, name);
        assert!(c.name_fr_plural, "les {}: plural", c.name_fr);
        assert!(!c.name_fr_feminine, "les {}: masculine", c.name_fr);
    }
    // The back face of a transforming card has a name, and a gender, of its own.
    let avacyn = card(&cat, "Archangel Avacyn");
    let back = avacyn.back.as_deref().expect("Avacyn transforms");
    assert!(back.name_fr_feminine, "{}", back.name_fr);
}

// ------------------------------------------------------------------------------------------
// Ability texts: built from types, they elide and agree with the words they use.

#[test]
fn ability_texts_of_every_card_elide() {
    let cat = catalogue();
    for c in cat.cards() {
        for line in abilities::card_text(c, Lang::Fr, &[]) {
            assert_elided(&line, &c.name);
        }
    }
}

#[test]
fn a_resolved_effect_gains_an_ability_a_static_one_has_it() {
    let cat = catalogue();
    // "La créature enchantée gagne +1/+1 et a le vol" (an Aura's static ability).
    let flight = abilities::card_text(card(&cat, "Arcane Flight"), Lang::Fr, &[]).join(" ");
    assert!(flight.contains("gagne +1/+1"), "{flight}");
    assert!(flight.contains(" a le vol"), "{flight}");
    // "... et acquiert la célérité jusqu'à la fin du tour" (a resolving spell).
    let treason = abilities::card_text(card(&cat, "Act of Treason"), Lang::Fr, &[]).join(" ");
    assert!(treason.contains("acquiert la célérité"), "{treason}");
}

// ------------------------------------------------------------------------------------------
// Worked answers and trace steps: "à lui" is the asked object, "que" elides before the list.

fn worked(actions: &str, object: &str, ask: Ask) -> String {
    let (loaded, sol) = board(actions);
    worked_lines(&loaded, &sol, object, ask, Lang::Fr).join("\n")
}

#[test]
fn a_worked_answer_agrees_with_a_feminine_object_and_elides_before_urborg() {
    // Blood Moon applies to the nonbasic Urborg only; the asked Plains is feminine.
    let text = worked(
        r#"Enter(id: "moon", card: "Blood Moon", controller: 0),
           Enter(id: "urborg", card: "Urborg, Tomb of Yawgmoth", controller: 1),
           Enter(id: "plains", card: "Plains", controller: 0),"#,
        "plains",
        Ask::Subtypes,
    );
    assert!(text.contains("ne s'applique pas à elle"), "{text}");
    assert!(!text.contains("à lui"), "{text}");
    assert!(text.contains("ne contient qu'Urborg"), "{text}");
    assert_elided(&text, "worked answer");
}

#[test]
fn a_worked_answer_agrees_with_a_plural_object() {
    // The Crusade gives white creatures +1/+1: the Lion, not the green Grizzlis.
    let text = worked(
        r#"Enter(id: "crusade", card: "Crusade", controller: 0),
           Enter(id: "lion", card: "Silvercoat Lion", controller: 0),
           Enter(id: "bears", card: "Grizzly Bears", controller: 0),"#,
        "bears",
        Ask::PowerToughness,
    );
    assert!(text.contains("ne s'applique pas à eux"), "{text}");
    assert!(!text.contains("à lui"), "{text}");
    assert_elided(&text, "worked answer");
}

#[test]
fn a_worked_answer_agrees_with_a_masculine_object_and_elides_before_ogre() {
    // The Crusade applies to the white Lion only; the Ogre is asked about.
    let text = worked(
        r#"Enter(id: "crusade", card: "Crusade", controller: 0),
           Enter(id: "ogre", card: "Gray Ogre", controller: 0),
           Enter(id: "lion", card: "Silvercoat Lion", controller: 0),"#,
        "ogre",
        Ask::PowerToughness,
    );
    assert!(text.contains("ne s'applique pas à lui"), "{text}");
    assert_elided(&text, "worked answer");
    // Asked about the Lion, an opponent's Glorious Anthem applies to the Ogre only.
    let text = worked(
        r#"Enter(id: "anthem", card: "Glorious Anthem", controller: 1),
           Enter(id: "ogre", card: "Gray Ogre", controller: 1),
           Enter(id: "lion", card: "Silvercoat Lion", controller: 0),"#,
        "lion",
        Ask::PowerToughness,
    );
    assert!(text.contains("ne contient qu'Ogre gris"), "{text}");
    assert!(!text.contains("que Ogre"), "{text}");
}

#[test]
fn the_solve_report_elides() {
    let (_dir, f) = temp_file(
        "agreement",
        "agreement.ron",
        r#"Scenario(format_version: 1, actions: [
            Enter(id: "moon", card: "Blood Moon", controller: 0),
            Enter(id: "urborg", card: "Urborg, Tomb of Yawgmoth", controller: 1),
            Enter(id: "humility", card: "Humility", controller: 0),
            Enter(id: "ogre", card: "Gray Ogre", controller: 0),
            Enter(id: "bears", card: "Grizzly Bears", controller: 1),
        ])"#,
    );
    let o = layerlab()
        .args(["solve", f.to_str().unwrap(), "--lang", "fr"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("Humilité"), "{out}");
    assert_elided(&out, "solve --lang fr");
}

// ------------------------------------------------------------------------------------------
// The drill's lines: what happens, and what is asked.

fn problem(actions: &str, question: Question) -> Problem {
    let (loaded, solution) = board(actions);
    Problem {
        template: "agreement".into(),
        concept: Concept::ALL[0],
        seed: 0,
        setup: Setup::Layers {
            scenario: loaded.file.clone(),
            game: loaded.game.clone(),
            solution,
        },
        question,
        expected: Answer::PT(0, 0),
    }
}

const DRILL_BOARD: &str = r#"
    Enter(id: "ogre", card: "Gray Ogre", controller: 0),
    Enter(id: "bears", card: "Grizzly Bears", controller: 0),
    Enter(id: "plains", card: "Plains", controller: 0),
    Enter(id: "elves", card: "Llanowar Elves", controller: 1),
    Enter(id: "lignify", card: "Lignify", controller: 1, attached_to: "ogre"),
    Enter(id: "flight", card: "Arcane Flight", controller: 0, attached_to: "ogre"),
    Attach(source: "lignify", to: "bears"),
    Attach(source: "flight", to: "elves"),
    Tap(target: "plains"),
    Tap(target: "bears"),
    Tap(target: "ogre"),
    Untap(target: "plains"),
"#;

fn prompt(question: Question) -> Vec<String> {
    let p = problem(DRILL_BOARD, question);
    layerlab::drill::text::prompt(&p, Lang::Fr, &catalogue())
}

#[test]
fn drill_action_lines_agree_with_what_they_name() {
    let lines = prompt(Question::PT {
        object: "ogre".into(),
    });
    let all = lines.join("\n");
    assert_elided(&all, "drill prompt");
    // "attachée" agrees with the Aura that becomes attached.
    assert!(
        all.contains("Lignification [lignify] devient attachée à Grizzlis [bears]."),
        "{all}"
    );
    assert!(
        all.contains("Vol ésotérique [flight] devient attaché à Elfes de Llanowar [elves]."),
        "{all}"
    );
    assert!(all.contains("Plaine [plains] est engagée."), "{all}");
    assert!(all.contains("Plaine [plains] est dégagée."), "{all}");
    assert!(all.contains("Grizzlis [bears] sont engagés."), "{all}");
    assert!(all.contains("Ogre gris [ogre] est engagé."), "{all}");
    assert!(all.contains("Elfes de Llanowar [elves] arrivent"), "{all}");
    // "d'Ogre gris": the question elides before the name.
    assert!(
        all.contains("la force et l'endurance d'Ogre gris [ogre]"),
        "{all}"
    );
}

#[test]
fn drill_questions_agree_with_what_they_ask_about() {
    let layer = |object: &str| {
        prompt(Question::Layer {
            object: object.into(),
        })
        .join("\n")
    };
    let bears = layer("bears");
    assert!(
        bears.contains("Grizzlis [bears] reçoivent-ils leur force finale"),
        "{bears}"
    );
    let ogre = layer("ogre");
    assert!(
        ogre.contains("Ogre gris [ogre] reçoit-il sa force finale"),
        "{ogre}"
    );
    let types = |object: &str| {
        prompt(Question::Pick {
            object: object.into(),
            field: PickField::Types,
            options: Vec::new(),
        })
        .join("\n")
    };
    let bears = types("bears");
    assert!(
        bears.contains("quels types de carte ont Grizzlis"),
        "{bears}"
    );
    let plains = types("plains");
    assert!(plains.contains("quels types de carte a Plaine"), "{plains}");
}

#[test]
fn a_drill_explanation_elides() {
    let p = problem(
        DRILL_BOARD,
        Question::PT {
            object: "bears".into(),
        },
    );
    let why = layerlab::drill::text::explanation(&p, Lang::Fr).join("\n");
    assert!(!why.contains("à lui"), "{why}");
    assert_elided(&why, "drill explanation");
}

// ------------------------------------------------------------------------------------------
// The phase trace: its word for a chosen pass is French in French.

#[test]
fn the_phase_trace_passes_in_french() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/phase/02-optionals-lapse.ron");
    let o = layerlab()
        .args([
            "phase",
            file.to_str().unwrap(),
            "--format",
            "text",
            "--lang",
            "fr",
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    let trace = out
        .lines()
        .find(|l| l.starts_with("Trace"))
        .unwrap_or_else(|| panic!("no trace line:\n{out}"));
    assert!(trace.contains("[1]A passe [2]P passe"), "{trace}");
    assert!(!trace.split(' ').any(|w| w == "pass"), "{trace}");
    // The `trace` format is the notation `expect` lines are written in: English words.
    let o = layerlab()
        .args([
            "phase",
            file.to_str().unwrap(),
            "--format",
            "trace",
            "--lang",
            "fr",
        ])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.starts_with("R1 [1]A pass [2]P pass"), "{out}");
}
