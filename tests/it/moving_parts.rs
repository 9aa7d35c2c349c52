//! Lesson 18's boards, solved by the engine: keyword counters in layer 6 (122.1b, 613.7c), an
//! Aura's new timestamp as it moves (613.7e, 613.7a), a text change deciding a dependency,
//! counters over a changed base, counters kept while a permanent is not a creature.

use layerlab::content::course::Course;
use layerlab::content::lesson::Ask;
use layerlab::content::source::ContentSource;
use layerlab::i18n::Lang;
use layerlab::words::answers::computed_answer;

fn answer(course: &Course, scenario: &str, object: &str, ask: Ask) -> String {
    let (loaded, sol) = course.board(scenario).unwrap_or_else(|e| panic!("{e}"));
    computed_answer(&loaded, &sol, object, ask, Lang::En).unwrap_or_else(|e| panic!("{e}"))
}

fn course() -> Course {
    Course::load(ContentSource::embedded()).0
}

/// A flying counter put on after "all creatures lose all abilities" gives flying; one put on
/// before is taken away (on the old engine a counter named "flying" did nothing at all).
#[test]
fn keyword_counters_follow_their_timestamps_in_layer_6() {
    let c = course();
    assert_eq!(
        answer(&c, "l18-flying-counter-after.ron", "bears", Ask::Abilities),
        "Flying"
    );
    assert_eq!(
        answer(&c, "l18-flying-counter-before.ron", "bears", Ask::Abilities),
        "none"
    );
}

#[test]
fn an_aura_that_moves_grants_its_ability_with_its_new_timestamp() {
    let c = course();
    assert_eq!(
        answer(&c, "l18-flight-stays.ron", "ogre", Ask::Abilities),
        "none"
    );
    assert_eq!(
        answer(&c, "l18-flight-moves.ron", "ogre", Ask::Abilities),
        "Flying"
    );
    assert_eq!(
        answer(&c, "l18-flight-moves.ron", "ogre", Ask::PowerToughness),
        "3/3"
    );
}

#[test]
fn text_changes_remove_and_create_a_dependency() {
    let c = course();
    assert_eq!(
        answer(&c, "l18-bent-conversion.ron", "vista", Ask::Subtypes),
        "Mountain"
    );
    assert_eq!(
        answer(&c, "l18-bent-both.ron", "vista", Ask::Subtypes),
        "Plains"
    );
    assert_eq!(
        answer(&c, "l18-bent-both.ron", "island", Ask::Subtypes),
        "Plains"
    );
}

#[test]
fn counters_outlast_base_changes_and_not_being_a_creature() {
    let c = course();
    assert_eq!(
        answer(
            &c,
            "l18-counters-and-base.ron",
            "bears",
            Ask::PowerToughness
        ),
        "2/6"
    );
    assert_eq!(
        answer(
            &c,
            "l18-counters-and-frog.ron",
            "bears",
            Ask::PowerToughness
        ),
        "3/3"
    );
    assert_eq!(
        answer(
            &c,
            "l18-watchtower-animate-land.ron",
            "tower",
            Ask::PowerToughness
        ),
        "4/4"
    );
    assert_eq!(
        answer(&c, "l18-watchtower-again.ron", "tower", Ask::PowerToughness),
        "2/6"
    );
}

/// A transforming double-faced card turns over: the layers start from its back face (a red
/// 6/5), and the effects of resolved spells keep applying to the same object (613.7g, 611.2c).
#[test]
fn a_transformed_permanent_keeps_the_effects_that_applied_to_it() {
    let c = course();
    assert_eq!(
        answer(
            &c,
            "l18-avacyn-transforms.ron",
            "avacyn",
            Ask::PowerToughness
        ),
        "9/8"
    );
    assert_eq!(
        answer(&c, "l18-avacyn-transforms.ron", "avacyn", Ask::Colors),
        "Blue"
    );
    let (loaded, _) = c.board("l18-avacyn-transforms.ron").unwrap();
    let i = loaded.game.lookup("avacyn").unwrap();
    let o = &loaded.game.objects[i];
    assert_eq!(o.card.name, "Avacyn, the Purifier");
    assert_eq!(
        o.card.back.as_ref().map(|b| b.name.as_str()),
        Some("Archangel Avacyn")
    );
    // 613.7g: a timestamp later than the two spells' effects.
    assert!(
        loaded
            .game
            .effects
            .iter()
            .all(|e| e.timestamp < o.timestamp)
    );
}

/// Counters are named as counters in a trace (French: marqueurs), never as a "rule of the game".
#[test]
fn a_trace_names_counters_as_counters() {
    use layerlab::rules::effect::EffectKey;
    use layerlab::rules::layer::Numbering;
    use layerlab::words::explain::Explainer;
    let c = course();
    let (loaded, sol) = c.board("l18-counters-and-base.ron").unwrap();
    let e = sol
        .trace
        .effects
        .iter()
        .position(|i| matches!(i.key, EffectKey::Counters(..)))
        .expect("the counters' effect");
    for (lang, word, wrong) in [
        (Lang::En, "counters", "rule of the game"),
        (Lang::Fr, "marqueurs", "règle du jeu"),
    ] {
        let ex = Explainer {
            game: &loaded.game,
            trace: &sol.trace,
            lang,
            numbering: Numbering::Current,
        };
        let title = ex.effect_title(e);
        assert!(title.contains(word), "{title}");
        assert!(!title.contains(wrong), "{title}");
    }
}
