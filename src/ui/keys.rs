//! What a key table is made of: each screen has its own table of [`Binding`]s to its own
//! actions (its `keys` module), and the app one for the keys that work everywhere. The same
//! rows drive the key handler, the footer hints, the `?` help and the README's key list.
//! Only keys that need no AltGr on AZERTY: letters, arrows, Tab, Enter, Esc, Space, `?`, `+`,
//! `-`, `<`, `>`, PageUp/Down, Home/End.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Deref;
use std::rc::Rc;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::i18n::{Lang, tr};

/// Where a binding applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ctx {
    /// Everywhere (unless the help is open).
    Global,
    /// The lesson index.
    Index,
    /// A lesson page.
    Reading,
    /// A lesson page that asks questions: picking the one `Enter` answers.
    Questions,
    /// Answering a question on the page from a list.
    Answering,
    /// Answering a question on the page whose items are ticked.
    AnsweringPick,
    /// Typing the answer of a question on the page (P/T): letters go into the field.
    AnswerText,
    /// The layer sandbox.
    Sandbox,
    /// The phase sandbox.
    Phase,
    /// The help overlay.
    Help,
    /// The lessons beside a sandbox (the desk).
    Desk,
    /// The presentation view (`--present`).
    Present,
    /// The start screen.
    Start,
    /// The chain builder (in the phase pane).
    Chain,
    /// An edit form, the catalogue search or a path prompt (typed letters are text).
    Edit,
    /// The rules text of the "by rules text" form (Enter starts a line).
    EditText,
    /// The list of the board's actions.
    EditActions,
    /// The dependency view.
    EditDeps,
    // Exam practice (src/ui/screens/practice).
    /// Typing an answer (P/T): letters go into the field.
    PracticeText,
    /// Answering from a list (a layer, items to pick or to order).
    PracticeList,
    /// Picking items: toggles.
    PracticePick,
    /// Ordering items: moving them.
    PracticeOrder,
    /// Playing a phase procedure decision by decision.
    PracticePlay,
    /// The feedback and explanation of an answer.
    PracticeFeedback,
    /// The review list of past mistakes.
    PracticeReview,
    /// Statistics per concept.
    PracticeStats,
    /// A mock exam's report.
    PracticeReport,
    /// The phase sandbox's list of pending effects.
    PhaseEffects,
    /// A form or a path prompt of the phase sandbox (typed letters are text).
    PhaseForm,
    /// The legend of the trace notation, over the phase sandbox.
    PhaseLegend,
    /// Leaving a mock exam: keep it or discard it.
    PracticeLeave,
}

impl Ctx {
    /// Every context, in the order the configuration file lists them.
    pub(crate) const ALL: [Ctx; 31] = [
        Ctx::Global,
        Ctx::Help,
        Ctx::Start,
        Ctx::Index,
        Ctx::Reading,
        Ctx::Questions,
        Ctx::Answering,
        Ctx::AnsweringPick,
        Ctx::AnswerText,
        Ctx::Desk,
        Ctx::Present,
        Ctx::Sandbox,
        Ctx::Edit,
        Ctx::EditText,
        Ctx::EditActions,
        Ctx::EditDeps,
        Ctx::Phase,
        Ctx::PhaseEffects,
        Ctx::PhaseForm,
        Ctx::PhaseLegend,
        Ctx::Chain,
        Ctx::PracticeText,
        Ctx::PracticeList,
        Ctx::PracticePick,
        Ctx::PracticeOrder,
        Ctx::PracticePlay,
        Ctx::PracticeFeedback,
        Ctx::PracticeReview,
        Ctx::PracticeStats,
        Ctx::PracticeReport,
        Ctx::PracticeLeave,
    ];

    /// Its name in the configuration file (`[keys.NAME]`): its Fluent id without the prefix.
    pub(crate) fn name(self) -> &'static str {
        let id = self.msg();
        ["ui-ctx-", "ui-edit-ctx-", "ui-phase-ctx-", "ui-exam-ctx-"]
            .iter()
            .find_map(|p| id.strip_prefix(p))
            .map(|rest| match self {
                Ctx::Edit => "edit-form",
                Ctx::EditText => "edit-text",
                Ctx::EditActions => "edit-actions",
                Ctx::EditDeps => "edit-deps",
                Ctx::PhaseEffects => "phase-effects",
                Ctx::PhaseForm => "phase-form",
                Ctx::PhaseLegend => "phase-legend",
                Ctx::PracticeLeave => "exam-leave",
                _ => rest,
            })
            .unwrap_or(id)
    }

    /// Whether typed letters are text here: a letter bound in it would never reach its action.
    pub(crate) fn types_text(self) -> bool {
        matches!(
            self,
            Ctx::AnswerText | Ctx::PracticeText | Ctx::Edit | Ctx::EditText | Ctx::PhaseForm
        )
    }

    /// The Fluent id of its heading in the help.
    pub fn msg(self) -> &'static str {
        match self {
            Ctx::Global => "ui-ctx-global",
            Ctx::Index => "ui-ctx-index",
            Ctx::Reading => "ui-ctx-reading",
            Ctx::Questions => "ui-ctx-questions",
            Ctx::Answering => "ui-ctx-answering",
            Ctx::AnsweringPick => "ui-ctx-answering-pick",
            Ctx::AnswerText => "ui-ctx-answer-text",
            Ctx::Sandbox => "ui-ctx-sandbox",
            Ctx::Phase => "ui-ctx-phase",
            Ctx::Help => "ui-ctx-help",
            Ctx::Desk => "ui-ctx-desk",
            Ctx::Present => "ui-ctx-present",
            Ctx::Start => "ui-ctx-start",
            Ctx::Chain => "ui-ctx-chain",
            Ctx::Edit => "ui-edit-ctx-form",
            Ctx::EditText => "ui-edit-ctx-text",
            Ctx::EditActions => "ui-edit-ctx-actions",
            Ctx::EditDeps => "ui-edit-ctx-deps",
            Ctx::PracticeText => "ui-ctx-practice-text",
            Ctx::PracticeList => "ui-ctx-practice-list",
            Ctx::PracticePick => "ui-ctx-practice-pick",
            Ctx::PracticeOrder => "ui-ctx-practice-order",
            Ctx::PracticePlay => "ui-ctx-practice-play",
            Ctx::PracticeFeedback => "ui-ctx-practice-feedback",
            Ctx::PracticeReview => "ui-ctx-practice-review",
            Ctx::PracticeStats => "ui-ctx-practice-stats",
            Ctx::PracticeReport => "ui-ctx-practice-report",
            Ctx::PhaseEffects => "ui-phase-ctx-effects",
            Ctx::PhaseForm => "ui-phase-ctx-form",
            Ctx::PhaseLegend => "ui-phase-ctx-legend",
            Ctx::PracticeLeave => "ui-exam-ctx-leave",
        }
    }
}

/// A key as the footer, the help and the README show it: where it applies, which key, what it
/// does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub ctx: Ctx,
    pub code: KeyCode,
    pub ctrl: bool,
    /// Fluent id of what it does.
    pub msg: &'static str,
    /// Shown in the footer.
    pub footer: bool,
}

/// One row of a screen's key table: a key and the screen's action it sends (`A`). It reads as
/// its [`Key`] (`bind.msg`, `bind.ctx`).
#[derive(Clone, Copy, Debug)]
pub struct Binding<A> {
    pub key: Key,
    pub action: A,
}

impl<A> Deref for Binding<A> {
    type Target = Key;
    fn deref(&self) -> &Key {
        &self.key
    }
}

/// A row: context, key, action, Fluent id of the description, shown in the footer.
pub const fn b<A>(
    ctx: Ctx,
    code: KeyCode,
    action: A,
    msg: &'static str,
    footer: bool,
) -> Binding<A> {
    Binding {
        key: Key {
            ctx,
            code,
            ctrl: false,
            msg,
            footer,
        },
        action,
    }
}

/// A row for Ctrl and a letter (never in the footer).
pub const fn ctrl<A>(ctx: Ctx, c: char, action: A, msg: &'static str) -> Binding<A> {
    Binding {
        key: Key {
            ctx,
            code: KeyCode::Char(c),
            ctrl: true,
            msg,
            footer: false,
        },
        action,
    }
}

/// A key as the configuration file binds it: a key code and whether Ctrl is held.
pub(crate) type Chord = (KeyCode, bool);

/// The keys the configuration file gives, by context and action (the Fluent id of a row's
/// description): they replace that action's rows of the table in that context.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Keymap(pub(crate) HashMap<(Ctx, &'static str), Vec<Chord>>);

// The key tables are constants read wherever a screen handles or shows a key; the keys the
// configuration file gives are laid over them here, once for the thread that runs the app (a
// test's thread has its own, so tests never see each other's keys).
thread_local! {
    static KEYMAP: RefCell<Rc<Keymap>> = RefCell::new(Rc::new(Keymap::default()));
}

/// Lays `map` over every key table of this thread (the app does so as it starts).
pub(crate) fn install(map: Keymap) {
    KEYMAP.with(|k| *k.borrow_mut() = Rc::new(map));
}

/// Whether a row keeps its key whatever the configuration says: Ctrl-C always quits, and a
/// row that stands for typing has no key to give.
pub(crate) fn fixed(key: &Key) -> bool {
    (key.ctrl && key.code == KeyCode::Char('c')) || key.code == KeyCode::Null
}

/// `table` with the keys of `map` laid over it: an action's rows in a context take the keys
/// given in their order, in place; more keys add rows after its last one (not in the footer),
/// fewer drop the rows left over. A fixed row stays.
pub(crate) fn remapped<A: Copy>(table: &[Binding<A>], map: &Keymap) -> Vec<Binding<A>> {
    if map.0.is_empty() {
        return table.to_vec();
    }
    let mut out = Vec::with_capacity(table.len());
    let mut used: HashMap<(Ctx, &'static str), usize> = HashMap::new();
    for (i, row) in table.iter().enumerate() {
        let id = (row.ctx, row.msg);
        let Some(keys) = map.0.get(&id).filter(|_| !fixed(row)) else {
            out.push(*row);
            continue;
        };
        let n = used.entry(id).or_insert(0);
        if let Some(&(code, ctrl)) = keys.get(*n) {
            out.push(Binding {
                key: Key {
                    code,
                    ctrl,
                    ..row.key
                },
                action: row.action,
            });
        }
        *n += 1;
        let last = !table[i + 1..]
            .iter()
            .any(|r| (r.ctx, r.msg) == id && !fixed(r));
        if last {
            for &(code, ctrl) in keys.iter().skip(*n) {
                out.push(Binding {
                    key: Key {
                        code,
                        ctrl,
                        footer: false,
                        ..row.key
                    },
                    action: row.action,
                });
            }
        }
    }
    out
}

/// What `f` returns with `map` laid over the key tables instead (this thread's map is back
/// after).
pub(crate) fn with_keymap<T>(map: Keymap, f: impl FnOnce() -> T) -> T {
    let before = KEYMAP.with(|k| std::mem::replace(&mut *k.borrow_mut(), Rc::new(map)));
    let out = f();
    KEYMAP.with(|k| *k.borrow_mut() = before);
    out
}

/// `table` as this thread's configuration binds it.
pub(crate) fn effective<A: Copy>(table: &[Binding<A>]) -> Vec<Binding<A>> {
    KEYMAP.with(|k| remapped(table, &k.borrow()))
}

fn matches(bind: &Key, key: &KeyEvent) -> bool {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl != bind.ctrl {
        return false;
    }
    match (bind.code, key.code) {
        (KeyCode::Char(a), KeyCode::Char(k)) => a == k || a == k.to_ascii_lowercase(),
        (a, k) => a == k,
    }
}

/// Whether a key press is Ctrl-C, which always quits (no table can bind it).
pub fn is_ctrl_c(key: &KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c')
}

/// The character a key types into a focused text field: a character without Ctrl or Alt.
pub(crate) fn typed_char(key: &KeyEvent) -> Option<char> {
    match key.code {
        KeyCode::Char(c)
            if !key
                .modifiers
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
        {
            Some(c)
        }
        _ => None,
    }
}

/// The action of `key` in `table`, its contexts tried in the order of `contexts` (earlier rows
/// of a context win). A capital letter bound as such (`E`) is found before its small letter,
/// which otherwise stands for both (a key typed with Caps Lock on still works).
pub fn action_in<A: Copy>(table: &[Binding<A>], contexts: &[Ctx], key: &KeyEvent) -> Option<A> {
    let table = effective(table);
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let exact = |bind: &&Binding<A>| {
        matches!(key.code, KeyCode::Char(c) if c.is_ascii_uppercase())
            && bind.code == key.code
            && bind.ctrl == ctrl
    };
    contexts.iter().find_map(|ctx| {
        let here = || table.iter().filter(|bind| bind.ctx == *ctx);
        here()
            .find(exact)
            .or_else(|| here().find(|bind| matches(bind, key)))
            .map(|bind| bind.action)
    })
}

/// A key as shown on screen ("Enter"/"Entrée", "←", "Ctrl-C").
pub fn key_label(bind: &Key, lang: Lang) -> String {
    let base = match bind.code {
        KeyCode::Char(' ') => tr(lang, "ui-keyname-space", &[]),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Up => "↑".into(),
        KeyCode::Down => "↓".into(),
        KeyCode::Left => "←".into(),
        KeyCode::Right => "→".into(),
        KeyCode::Enter => tr(lang, "ui-keyname-enter", &[]),
        KeyCode::Esc => tr(lang, "ui-keyname-esc", &[]),
        KeyCode::Tab => tr(lang, "ui-keyname-tab", &[]),
        KeyCode::PageUp => tr(lang, "ui-keyname-pageup", &[]),
        KeyCode::PageDown => tr(lang, "ui-keyname-pagedown", &[]),
        KeyCode::Home => tr(lang, "ui-keyname-home", &[]),
        KeyCode::End => tr(lang, "ui-keyname-end", &[]),
        KeyCode::Backspace => tr(lang, "ui-edit-keyname-backspace", &[]),
        KeyCode::BackTab => tr(lang, "ui-edit-keyname-backtab", &[]),
        KeyCode::Delete => tr(lang, "ui-edit-keyname-delete", &[]),
        KeyCode::Null => tr(lang, "ui-keyname-practice-text", &[]),
        other => format!("{other:?}"),
    };
    if bind.ctrl {
        tr(
            lang,
            "ui-keyname-ctrl",
            crate::fargs![key = base.to_uppercase()],
        )
    } else {
        base
    }
}

/// The keys of the active contexts among `rows`, in table order, without keys shadowed by an
/// earlier context.
pub fn active(rows: &[Key], contexts: &[Ctx]) -> Vec<Key> {
    let mut out: Vec<Key> = Vec::new();
    for ctx in contexts {
        for bind in rows.iter().filter(|b| b.ctx == *ctx) {
            if !out
                .iter()
                .any(|o| o.code == bind.code && o.ctrl == bind.ctrl)
            {
                out.push(*bind);
            }
        }
    }
    out
}

/// The keys of a table, as shown (with the configuration's keys).
pub fn shown<A: Copy>(table: &[Binding<A>]) -> impl Iterator<Item = Key> + use<A> {
    effective(table).into_iter().map(|b| b.key)
}
