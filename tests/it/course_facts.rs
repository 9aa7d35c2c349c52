//! Facts the course teaches, checked one by one against today's rules and the cards' Oracle
//! texts: the catalogue quotes the cards as Oracle words them, and the answers the lessons
//! compute from them are the right ones.

use layerlab::content::catalogue::Catalogue;
use layerlab::content::course::Course;
use layerlab::content::lesson::{Block, Question};
use layerlab::content::source::ContentSource;
use layerlab::drill::grade::grade;
use layerlab::i18n::Lang;
use layerlab::words::abilities::card_text;

fn course() -> Course {
    Course::load(ContentSource::embedded()).0
}

/// The question `id` of the course.
fn question(c: &Course, id: &str) -> Question {
    c.lessons
        .iter()
        .flat_map(|l| &l.lesson.pages)
        .flat_map(|p| &p.blocks)
        .find_map(|b| match b {
            Block::Question(q) if q.id == id => Some(q.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no question {id}"))
}

/// A card's English text in the catalogue, its lines joined by spaces.
fn text_en(name: &str) -> String {
    let cat = Catalogue::embedded();
    let card = cat.find(name).unwrap_or_else(|| panic!("no {name}"));
    card_text(card, Lang::En, &[]).join(" ")
}

/// Essence of the Wild's Oracle text says "Creatures you control", not "Other creatures" (the
/// catalogue names a card's own object "this creature", as today's Oracle texts do).
#[test]
fn essence_of_the_wild_reads_as_oracle() {
    assert_eq!(
        text_en("Essence of the Wild"),
        "Creatures you control enter as a copy of this creature."
    );
}

/// Titania's Song, where the course quotes it: "becomes an artifact creature with power and
/// toughness each equal to its mana value" (Oracle).
#[test]
fn titanias_song_is_quoted_as_oracle() {
    let c = course();
    let t = c.tr(Lang::En, "l16-p3-question");
    assert!(
        t.contains(
            "loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value"
        ),
        "{t}"
    );
}

/// Primal Clay's Oracle text keeps "in addition to its other types" on its Wall option, so by
/// 205.1b (first sentence) the Wall keeps Shapeshifter: the catalogue says so, and lesson 15's
/// question on the Wall has both creature types as its answer.
#[test]
fn primal_clay_wall_keeps_its_other_types() {
    let t = text_en("Primal Clay");
    assert!(
        t.contains("or a 1/6 Wall artifact creature with defender in addition to its other types."),
        "{t}"
    );
    let c = course();
    let q = question(&c, "l15-q4");
    let g = grade(&c, &q, "Shapeshifter, Wall", Lang::En).unwrap();
    assert!(g.right, "{g:?}");
    let g = grade(&c, &q, "Wall", Lang::En).unwrap();
    assert!(!g.right, "{g:?}");
    // The explanation says why, with the rule.
    for lang in [Lang::En, Lang::Fr] {
        let why = c.tr(lang, &q.explain);
        assert!(why.contains("205.1b"), "{why}");
    }
}

/// Giant Growth gives +3/+3: every sentence of the course that names it with a bonus says
/// +3/+3, in both languages, and lesson 15's Sentry (heads, 5/2) under Glorious Anthem and
/// Giant Growth is 9/6.
#[test]
fn giant_growth_gives_plus_three() {
    let c = course();
    for lang in ["en", "fr"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            // A sentence about Giant Growth alone (no other card named) that states a bonus
            // does not state the +2/+2 the course once gave it.
            for sentence in text
                .split(['.', ';', '\n'])
                .filter(|s| s.contains("[[Giant Growth]]") && s.matches("[[").count() == 1)
            {
                for wrong in ["+2/+2", "+4/+4", "+3/+0", "+0/+3"] {
                    assert!(!sentence.contains(wrong), "{}: {sentence}", path.display());
                }
            }
        }
    }
    for lang in [Lang::En, Lang::Fr] {
        let q1 = c.tr(lang, "l15-q1-prompt");
        assert!(q1.contains("+3/+3"), "{q1}");
    }
    let q = question(&c, "l15-q2");
    assert!(grade(&c, &q, "9/6", Lang::En).unwrap().right);
    assert!(!grade(&c, &q, "8/5", Lang::En).unwrap().right);
}

/// The smaller facts of the review, each as the lesson now states it (both languages hold the
/// same ids; the English is checked for the wording, the French for the rule numbers).
#[test]
fn the_reviewed_facts_are_stated_right() {
    let c = course();
    let en = |id: &str| c.tr(Lang::En, id);
    // 612.6 lists no expansion symbol; the course's 2011 list did.
    let rule = en("l09-rule-612-6");
    assert!(!rule.contains("expansion symbol"), "{rule}");
    assert!(
        en("l09-p4-text1").contains("without the expansion symbol"),
        "{}",
        en("l09-p4-text1")
    );
    // The catalogue has a color indicator: Avacyn, the Purifier's red one.
    let cat = Catalogue::embedded();
    let avacyn = cat.find("Archangel Avacyn").and_then(|c| c.back.as_deref());
    assert_eq!(
        avacyn.and_then(|b| b.colors.clone()),
        Some(vec![layerlab::rules::types::Color::Red])
    );
    assert!(en("l11-p1-intro").contains("Avacyn, the Purifier"));
    assert!(!en("l11-p1-intro").contains("none in our catalogue"));
    // Layer 7c in 2011: modifying effects 613.3c, counters 613.3d, one answer everywhere.
    for id in ["l13-rule-613-4c", "l18-rule-613-4c"] {
        for lang in [Lang::En, Lang::Fr] {
            let t = c.tr(lang, id);
            assert!(t.contains("613.3c") && t.contains("613.3d"), "{id}: {t}");
        }
    }
    // Lesson 13: the CDA goes first, so the order is not "exactly the reverse".
    let t = en("l13-q2-why");
    assert!(!t.contains("exactly the reverse"), "{t}");
    assert!(t.contains("goes first either way"), "{t}");
    // Lesson 7: the author corrected the line, answering a reader.
    let t = en("l07-p2-text2");
    assert!(!t.contains("a reader fixed a typo"), "{t}");
    assert!(t.contains("the author answered"), "{t}");
    // Lesson 5: "just after" (613.8b), the recipe as what an exam expects, no other order
    // presented as equally valid.
    let t = en("l05-p4-text2");
    assert!(t.contains("just after") && t.contains("exam"), "{t}");
    assert!(!t.contains("corner case"), "{t}");
    // One date for the course: the 2011 rules, the article of 2012.
    for lang in ["en", "fr"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for bad in [
                "course's 2012",
                "course of 2012",
                "cours de 2012",
                "article of 2011",
                "article de 2011",
                "2011 article",
                "2012 rules",
                "règles de 2012",
            ] {
                assert!(!text.contains(bad), "{bad}");
            }
        }
    }
}
