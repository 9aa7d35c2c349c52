//! The vocabulary of characteristics: card types, supertypes, colors, land types, mana costs.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardType {
    Artifact,
    Battle,
    Creature,
    Enchantment,
    Instant,
    Kindred,
    Land,
    Planeswalker,
    Sorcery,
}

impl CardType {
    pub const ALL: [CardType; 9] = [
        CardType::Artifact,
        CardType::Battle,
        CardType::Creature,
        CardType::Enchantment,
        CardType::Instant,
        CardType::Kindred,
        CardType::Land,
        CardType::Planeswalker,
        CardType::Sorcery,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CardType::Artifact => "Artifact",
            CardType::Battle => "Battle",
            CardType::Creature => "Creature",
            CardType::Enchantment => "Enchantment",
            CardType::Instant => "Instant",
            CardType::Kindred => "Kindred",
            CardType::Land => "Land",
            CardType::Planeswalker => "Planeswalker",
            CardType::Sorcery => "Sorcery",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Supertype {
    Basic,
    Legendary,
    Snow,
    World,
}

impl Supertype {
    pub fn name(self) -> &'static str {
        match self {
            Supertype::Basic => "Basic",
            Supertype::Legendary => "Legendary",
            Supertype::Snow => "Snow",
            Supertype::World => "World",
        }
    }
}

/// The five colors, in WUBRG order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Color {
    White,
    Blue,
    Black,
    Red,
    Green,
}

impl Color {
    pub const ALL: [Color; 5] = [
        Color::White,
        Color::Blue,
        Color::Black,
        Color::Red,
        Color::Green,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Blue => "Blue",
            Color::Black => "Black",
            Color::Red => "Red",
            Color::Green => "Green",
        }
    }

    /// The mana symbol letter.
    pub fn symbol(self) -> char {
        match self {
            Color::White => 'W',
            Color::Blue => 'U',
            Color::Black => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
        }
    }

    pub fn from_symbol(c: char) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|col| col.symbol() == c.to_ascii_uppercase())
    }

    pub fn parse(s: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s.trim()))
    }
}

/// A color named in rules text: fixed (a word a text change can rewrite) or the chosen one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ColorSpec {
    White,
    Blue,
    Black,
    Red,
    Green,
    /// The color chosen as the source entered.
    ChosenColor,
}

impl ColorSpec {
    pub fn fixed(self) -> Option<Color> {
        match self {
            ColorSpec::White => Some(Color::White),
            ColorSpec::Blue => Some(Color::Blue),
            ColorSpec::Black => Some(Color::Black),
            ColorSpec::Red => Some(Color::Red),
            ColorSpec::Green => Some(Color::Green),
            ColorSpec::ChosenColor => None,
        }
    }

    pub fn of(c: Color) -> ColorSpec {
        match c {
            Color::White => ColorSpec::White,
            Color::Blue => ColorSpec::Blue,
            Color::Black => ColorSpec::Black,
            Color::Red => ColorSpec::Red,
            Color::Green => ColorSpec::Green,
        }
    }
}

/// The five basic land types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BasicLandType {
    Plains,
    Island,
    Swamp,
    Mountain,
    Forest,
}

impl BasicLandType {
    pub const ALL: [BasicLandType; 5] = [
        BasicLandType::Plains,
        BasicLandType::Island,
        BasicLandType::Swamp,
        BasicLandType::Mountain,
        BasicLandType::Forest,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BasicLandType::Plains => "Plains",
            BasicLandType::Island => "Island",
            BasicLandType::Swamp => "Swamp",
            BasicLandType::Mountain => "Mountain",
            BasicLandType::Forest => "Forest",
        }
    }

    /// The color of mana its intrinsic ability adds (305.6).
    pub fn mana(self) -> Color {
        match self {
            BasicLandType::Plains => Color::White,
            BasicLandType::Island => Color::Blue,
            BasicLandType::Swamp => Color::Black,
            BasicLandType::Mountain => Color::Red,
            BasicLandType::Forest => Color::Green,
        }
    }

    pub fn parse(s: &str) -> Option<BasicLandType> {
        let s = s.trim();
        BasicLandType::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s))
    }
}

impl fmt::Display for BasicLandType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One mana symbol of a cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManaSymbol {
    Generic(u32),
    Colored(Color),
    /// `{W/U}`
    Hybrid(Color, Color),
    /// `{U/P}`
    Phyrexian(Color),
    Colorless,
    X,
}

/// A parsed mana cost.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ManaCost {
    pub symbols: Vec<ManaSymbol>,
}

/// Why a mana cost does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManaCostError {
    /// A `{` with no `}` after it.
    Unclosed,
    /// Text outside the `{...}` symbols.
    NotSymbols,
    /// A symbol that names no mana (its text inside the braces).
    UnknownSymbol(String),
}

impl ManaCost {
    /// Parses `{3}{W/U}{U/P}{X}`. Errors name the bad symbol.
    pub fn parse(text: &str) -> Result<ManaCost, ManaCostError> {
        let mut symbols = Vec::new();
        let mut rest = text.trim();
        while !rest.is_empty() {
            let Some(inner_end) = rest.find('}') else {
                return Err(ManaCostError::Unclosed);
            };
            if !rest.starts_with('{') {
                return Err(ManaCostError::NotSymbols);
            }
            let inner = &rest[1..inner_end];
            rest = &rest[inner_end + 1..];
            let sym = if let Ok(n) = inner.parse::<u32>() {
                ManaSymbol::Generic(n)
            } else if inner == "X" {
                ManaSymbol::X
            } else if inner == "C" {
                ManaSymbol::Colorless
            } else if let Some((a, b)) = inner.split_once('/') {
                let ca = a.chars().next().and_then(Color::from_symbol);
                match (ca, b) {
                    (Some(c), "P") if a.len() == 1 => ManaSymbol::Phyrexian(c),
                    (Some(c), _) if a.len() == 1 && b.len() == 1 => {
                        match b.chars().next().and_then(Color::from_symbol) {
                            Some(d) => ManaSymbol::Hybrid(c, d),
                            None => return Err(ManaCostError::UnknownSymbol(inner.to_string())),
                        }
                    }
                    _ => return Err(ManaCostError::UnknownSymbol(inner.to_string())),
                }
            } else if inner.len() == 1 {
                match inner.chars().next().and_then(Color::from_symbol) {
                    Some(c) => ManaSymbol::Colored(c),
                    None => return Err(ManaCostError::UnknownSymbol(inner.to_string())),
                }
            } else {
                return Err(ManaCostError::UnknownSymbol(inner.to_string()));
            };
            symbols.push(sym);
        }
        Ok(ManaCost { symbols })
    }

    /// Mana value (202.3): X counts as 0, hybrid and Phyrexian symbols as 1. A cost beyond
    /// `i32` (refused in scenarios, see [`super::limits::MAX_PT`]) counts as `i32::MAX`.
    pub fn mana_value(&self) -> i32 {
        self.symbols.iter().fold(0i32, |sum, s| {
            sum.saturating_add(match s {
                ManaSymbol::Generic(n) => i32::try_from(*n).unwrap_or(i32::MAX),
                ManaSymbol::X => 0,
                _ => 1,
            })
        })
    }

    /// The symbols that count toward devotion to `colors` (700.5): each symbol of one of them,
    /// a hybrid symbol of either of its colors, counted once.
    pub fn devotion(&self, colors: &[Color]) -> usize {
        self.symbols
            .iter()
            .filter(|s| match s {
                ManaSymbol::Colored(c) | ManaSymbol::Phyrexian(c) => colors.contains(c),
                ManaSymbol::Hybrid(a, b) => colors.contains(a) || colors.contains(b),
                _ => false,
            })
            .count()
    }

    /// Colors from the cost's symbols (202.2), in WUBRG order.
    pub fn colors(&self) -> Vec<Color> {
        let mut out = Vec::new();
        for s in &self.symbols {
            match s {
                ManaSymbol::Colored(c) | ManaSymbol::Phyrexian(c) => out.push(*c),
                ManaSymbol::Hybrid(a, b) => {
                    out.push(*a);
                    out.push(*b);
                }
                _ => {}
            }
        }
        out.sort();
        out.dedup();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mana_costs() {
        let c = ManaCost::parse("{3}{U/P}").unwrap();
        assert_eq!(c.mana_value(), 4);
        assert_eq!(c.colors(), vec![Color::Blue]);
        let g = ManaCost::parse("{W/U}{W/U}{W/U}{W/U}{W/U}").unwrap();
        assert_eq!(g.mana_value(), 5);
        assert_eq!(g.colors(), vec![Color::White, Color::Blue]);
        assert_eq!(ManaCost::parse("{X}{R}").unwrap().mana_value(), 1);
        assert_eq!(g.devotion(&[Color::White]), 5);
        assert_eq!(g.devotion(&[Color::White, Color::Blue]), 5);
        assert_eq!(g.devotion(&[Color::Black]), 0);
        let athreos = ManaCost::parse("{1}{W}{B}{W/B}{B/P}").unwrap();
        assert_eq!(athreos.devotion(&[Color::Black]), 3);
        assert_eq!(athreos.devotion(&[Color::White, Color::Black]), 4);
        assert!(ManaCost::parse("{Q}").is_err());
        assert!(ManaCost::parse("{2").is_err());
    }
}
