//! A page asks before it tells. Above a question whose answer the engine computes (a
//! characteristic of an object, or "which layer?"), nothing on the same page states that answer:
//! no prose block and no "try it" caption, in English or in French. The telling goes after the
//! question, or into its explanation, which shows once it is answered.
//!
//! "States the answer" is read the way a learner would read it: a power and toughness as `2/2`;
//! a layer as `7b`, "layer 4", « couche 4 »; a set of types, subtypes, colors or abilities as
//! every one of its names in a sentence that names the object; whether it dies, a controller,
//! in a sentence that names the object. A "try it" board above the question, on the same
//! scenario, must not open at a step where the asked characteristic already has its final value
//! (the printed lesson shows that board as a table).

use layerlab::content::course::Course;
use layerlab::content::lesson::{Ask, Block, Question, QuestionKind};
use layerlab::content::markup;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::rules::trace::State;
use layerlab::words::answers::computed_answer;
use layerlab::words::explain;

/// Words of a card name too common to say that a sentence is about that card.
const COMMON: &[&str] = &[
    "the", "of", "and", "with", "from", "into", "de", "des", "du", "la", "le", "les", "aux", "en",
    "tombe", "tomb", "cradle", "berceau",
];

/// What a page says before one of its questions, in one language: its prose and captions.
fn said_before(course: &Course, blocks: &[Block], lang: Lang) -> Vec<String> {
    let plain = |id: &str| markup::plain(&course.tr(lang, id), lang, &course.catalogue);
    blocks
        .iter()
        .filter_map(|b| match b {
            Block::Text(id) => Some(plain(id)),
            Block::TryIt { caption, .. } => Some(plain(caption)),
            _ => None,
        })
        .collect()
}

/// Sentences: a text cut after `.`, `!`, `?` or `;` followed by a space, and at line ends (a
/// rule number's dot stays inside its sentence).
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '\n' {
            out.push(std::mem::take(&mut cur));
            continue;
        }
        cur.push(c);
        let next = chars.get(i + 1).copied();
        if matches!(c, '.' | '!' | '?' | ';') && next.is_none_or(char::is_whitespace) {
            out.push(std::mem::take(&mut cur));
        }
    }
    out.push(cur);
    out.into_iter().filter(|s| !s.trim().is_empty()).collect()
}

/// A sentence that asks ("Shouldn't it die in between?") states nothing.
fn asks(s: &str) -> bool {
    s.trim_end().ends_with('?')
}

fn lower(s: &str) -> String {
    s.to_lowercase().replace('\u{a0}', " ").replace('’', "'")
}

/// `word` in `text` as a word of its own, or the start of one ("Mountain" in "Mountains"),
/// ignoring case.
fn has_word(text: &str, word: &str) -> bool {
    let (t, w) = (lower(text), lower(word));
    if w.is_empty() {
        return false;
    }
    t.match_indices(&w).any(|(at, _)| {
        t[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// A power and toughness as a token of its own: `2/2`, not inside `+2/+2`, `12/2` or `2/20`.
fn has_pt(text: &str, pt: &str) -> bool {
    text.match_indices(pt).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + pt.len()..].chars().next();
        before.is_none_or(|c| !c.is_ascii_digit() && c != '+' && c != '-' && c != '/')
            && after.is_none_or(|c| !c.is_ascii_digit() && c != '/')
    })
}

/// A layer label as a token of its own: `7b` not inside `17b` or `7bis`.
fn has_label(text: &str, label: &str) -> bool {
    let t = lower(text);
    t.match_indices(label).any(|(at, _)| {
        let before = t[..at].chars().next_back();
        let after = t[at + label.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric() && c != '.')
            && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

/// How a layer is said: its label where it has a letter, else "layer N", "layer-N" and
/// « couche N » (for players and rules, their rule numbers and the course's "layers" 8 and 9).
fn layer_forms(answer: &str) -> Vec<String> {
    match answer {
        "players" => ["613.10", "layer 8", "couche 8"].map(String::from).to_vec(),
        "rules" => ["613.11", "layer 9", "couche 9"].map(String::from).to_vec(),
        a if a.chars().any(|c| c.is_ascii_alphabetic()) => vec![a.to_string()],
        a => vec![
            format!("layer {a}"),
            format!("layer-{a}"),
            format!("couche {a}"),
        ],
    }
}

/// Every layer label: a sentence holding many of them is a list to choose from, not an answer.
const LABELS: [&str; 11] = [
    "1a", "1b", "7a", "7b", "7c", "7d", "layer 2", "layer 3", "layer 4", "layer 5", "layer 6",
];

fn is_a_list_of_layers(s: &str) -> bool {
    let s = lower(s).replace("couche", "layer");
    let bare = s.replace("layer ", "");
    LABELS
        .iter()
        .filter(|l| has_label(&s, l) || has_label(&bare, l.trim_start_matches("layer ")))
        .count()
        >= 5
}

/// `s` with every card name of the catalogue blanked out: "Mind Control" says nothing of who
/// controls what, "Vol ésotérique" nothing of flying.
fn without_card_names(course: &Course, s: &str) -> String {
    let mut out = s.to_string();
    let mut names: Vec<&str> = course
        .catalogue
        .cards()
        .iter()
        .flat_map(|c| [c.name.as_str(), c.name_fr.as_str()])
        .filter(|n| n.chars().count() > 3)
        .collect();
    // The longest first: "Urborg, Tomb of Yawgmoth" before a name it holds.
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for n in names {
        out = out.replace(n, " ");
    }
    out
}

/// The words that name an object in a sentence: those of its name before and after the layers.
fn name_words(names: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for n in names {
        for w in n.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-') {
            let w = w.trim_start_matches("l'").trim_start_matches("d'");
            if w.chars().count() >= 3
                && !COMMON.contains(&lower(w).as_str())
                && !out.iter().any(|o| lower(o) == lower(w))
            {
                out.push(w.to_string());
            }
        }
    }
    out
}

/// The ways an empty set is said.
fn none_forms(ask: Ask) -> &'static [&'static str] {
    match ask {
        Ask::Colors => &["colorless", "incolore"],
        Ask::Abilities => &[
            "no abilities",
            "no ability",
            "without abilities",
            "aucune capacité",
            "sans capacité",
        ],
        _ => &[
            "no subtype",
            "no creature type",
            "aucun sous-type",
            "aucun type de créature",
        ],
    }
}

/// Where the text before `q` states its answer, in `lang`: the sentence, if any.
fn telling(course: &Course, q: &Question, before: &[String], lang: Lang) -> Option<String> {
    // Each sentence with the one before it in its block: "The Clone copies it. It is a 3/3."
    let mut all: Vec<(String, String)> = Vec::new();
    for t in before {
        let mut prev = String::new();
        for s in sentences(t) {
            if !asks(&s) {
                all.push((format!("{prev} {s}"), s.clone()));
            }
            prev = s;
        }
    }
    match &q.kind {
        QuestionKind::Layer { answer } => {
            let forms = layer_forms(answer);
            all.into_iter().map(|(_, s)| s).find(|s| {
                let bare = without_card_names(course, s);
                !is_a_list_of_layers(&bare) && forms.iter().any(|f| has_label(&bare, f))
            })
        }
        QuestionKind::Compute {
            scenario,
            object,
            ask,
        } => {
            let (loaded, sol) = course.board(scenario).expect("the board");
            let answer = computed_answer(&loaded, &sol, object, *ask, lang).expect("an answer");
            let i = loaded.game.lookup(object).expect("the object");
            let names = vec![
                explain::name(&sol.trace.start().chars[i], lang),
                explain::name(&sol.state.chars[i], lang),
            ];
            let words = name_words(&names);
            let names_it = |s: &str| words.iter().any(|w| has_word(s, w));
            let said = |s: &str| -> bool {
                let s = without_card_names(course, s);
                let s = s.as_str();
                match ask {
                    Ask::PowerToughness => has_pt(s, &answer),
                    Ask::Dies => {
                        let forms: &[&str] = if sol.state.dies[i] {
                            &[
                                "dies",
                                "die ",
                                "meurt",
                                "into the graveyard",
                                "into its owner's graveyard",
                                "au cimetière",
                            ]
                        } else {
                            &[
                                "survives",
                                "survit",
                                "does not die",
                                "doesn't die",
                                "ne meurt pas",
                            ]
                        };
                        forms.iter().any(|f| lower(s).contains(f))
                    }
                    Ask::Controller => {
                        let forms: &[&str] =
                            &["controls", "contrôle", "gains control", "control of"];
                        forms.iter().any(|f| lower(s).contains(f))
                    }
                    Ask::Types | Ask::Subtypes | Ask::Colors | Ask::Abilities => {
                        let sep = if *ask == Ask::Abilities { " · " } else { ", " };
                        let empty = match ask {
                            Ask::Colors => sol.state.chars[i].colors.is_empty(),
                            Ask::Abilities => sol.state.chars[i].abilities.is_empty(),
                            Ask::Subtypes => sol.state.chars[i].subtypes.is_empty(),
                            _ => sol.state.chars[i].types.is_empty(),
                        };
                        if empty {
                            none_forms(*ask).iter().any(|f| lower(s).contains(f))
                        } else {
                            answer.split(sep).all(|item| {
                                // An ability is said by its first words ("Flying", "{T}: Add").
                                let item = item.trim_end_matches('.');
                                has_word(s, item)
                            })
                        }
                    }
                }
            };
            all.into_iter()
                .find(|(with_prev, s)| names_it(with_prev) && said(s))
                .map(|(_, s)| s)
        }
        _ => None,
    }
}

/// What `ask` reads of object `i` in `state`, as a value to compare.
fn asked(state: &State, i: usize, ask: Ask) -> String {
    let c = &state.chars[i];
    match ask {
        Ask::PowerToughness => format!("{:?}/{:?}", c.power, c.toughness),
        Ask::Types => format!("{:?}", c.types),
        Ask::Subtypes => format!("{:?}{}", c.subtypes, c.all_creature_types),
        Ask::Colors => format!("{:?}", c.colors),
        Ask::Controller => format!("{:?}", c.controller),
        Ask::Abilities => format!("{:?}", c.abilities),
        Ask::Dies => format!("{:?}", state.dies[i]),
    }
}

/// A "try it" board above `q`, on the same scenario, opened at a step where the asked
/// characteristic already has its final value, changed since the start: its table would show
/// the answer (`layerlab lesson` prints it). Its caption, if so.
fn board_telling(course: &Course, q: &Question, blocks: &[Block], lang: Lang) -> Option<String> {
    let (scenario, object, ask) = q.computed()?;
    let (loaded, sol) = course.board(scenario).expect("the board");
    let i = loaded.game.lookup(object).expect("the object");
    let end = asked(&sol.state, i, ask);
    let start = asked(&sol.trace.start(), i, ask);
    blocks.iter().find_map(|b| match b {
        Block::TryIt {
            scenario: s,
            step,
            caption,
        } if s == scenario => {
            let at = asked(&sol.trace.replay(*step), i, ask);
            (at == end && at != start).then(|| {
                let text = markup::plain(&course.tr(lang, caption), lang, &course.catalogue);
                format!("the board at step {step}: {text}")
            })
        }
        _ => None,
    })
}

#[test]
fn no_page_states_a_computed_answer_above_its_question() {
    // The course's other checks are `layerlab check`'s (tests/it/check_content.rs).
    let (course, _) = Course::load(ContentSource::embedded());
    let mut told = Vec::new();
    let mut checked = 0;
    for (l, lf) in course.lessons.iter().enumerate() {
        for (p, page) in lf.lesson.pages.iter().enumerate() {
            for (b, block) in page.blocks.iter().enumerate() {
                let Block::Question(q) = block else { continue };
                if !matches!(
                    q.kind,
                    QuestionKind::Compute { .. } | QuestionKind::Layer { .. }
                ) {
                    continue;
                }
                checked += 1;
                for lang in Lang::ALL {
                    let before = said_before(&course, &page.blocks[..b], lang);
                    let told_here = telling(&course, q, &before, lang)
                        .or_else(|| board_telling(&course, q, &page.blocks[..b], lang));
                    if let Some(s) = told_here {
                        told.push(format!(
                            "lesson {} page {} {} ({:?}): {}",
                            l + 1,
                            p + 1,
                            q.id,
                            lang,
                            s.trim()
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 140, "only {checked} questions checked");
    assert!(
        told.is_empty(),
        "{} answers told before their question:\n{}",
        told.len(),
        told.join("\n")
    );
}

/// The reader of this test: it finds an answer said in the ways a page says it, and not in the
/// ways it is not.
#[test]
fn the_reader_finds_answers_as_they_are_said() {
    assert!(has_pt("The Clone is a 3/3 Wall.", "3/3"));
    assert!(!has_pt("It gets +3/+3.", "3/3"));
    assert!(!has_pt("a 13/3 and a 3/30", "3/3"));
    assert!(has_label("the dependency plays out in sublayer 7a.", "7a"));
    assert!(has_label("en couche 4, la Lune", "couche 4"));
    assert!(!has_label("rule 613.7a says", "7a"));
    assert!(!has_label("layers 4 to 6", "layer 4"));
    assert!(has_word("It becomes a Mountains-only land", "Mountain"));
    assert!(!has_word("Fmountain", "mountain"));
    assert_eq!(
        sentences("Rule 613.8b applies. Then B; then C.\nD"),
        ["Rule 613.8b applies.", " Then B;", " then C.", "D"]
    );
    assert_eq!(
        name_words(&[
            "Urborg, Tomb of Yawgmoth".into(),
            "Vue de la canopée".into()
        ]),
        ["Urborg", "Yawgmoth", "Vue", "canopée"]
    );
}
