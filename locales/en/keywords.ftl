## The keyword abilities of the Comprehensive Rules' 702 that the engine knows by name
## (crates/layerlab-engine/src/rules/keyword_names.rs), one message each. $form: name (the ability alone on its line)
## or inline (in a sentence). $param: what follows the name as printed, with its leading space
## or dash (" 2", " {1}{G}", "—Discard a card."), or nothing. $type: the type word of an
## offering or a typecycling ("Snake", "Mountain"), "none" for plain cycling.

kw-702-intimidate = { $form ->
    [inline] intimidate{ $param }
   *[name] Intimidate{ $param }
 }

kw-702-banding = { $form ->
    [inline] banding{ $param }
   *[name] Banding{ $param }
 }

kw-702-rampage = { $form ->
    [inline] rampage{ $param }
   *[name] Rampage{ $param }
 }

kw-702-cumulative-upkeep = { $form ->
    [inline] cumulative upkeep{ $param }
   *[name] Cumulative upkeep{ $param }
 }

kw-702-flanking = { $form ->
    [inline] flanking{ $param }
   *[name] Flanking{ $param }
 }

kw-702-phasing = { $form ->
    [inline] phasing{ $param }
   *[name] Phasing{ $param }
 }

kw-702-buyback = { $form ->
    [inline] buyback{ $param }
   *[name] Buyback{ $param }
 }

kw-702-shadow = { $form ->
    [inline] shadow{ $param }
   *[name] Shadow{ $param }
 }

kw-702-cycling = { $type ->
    [none] { $form ->
        [inline] cycling{ $param }
       *[name] Cycling{ $param }
    }
   *[other] { $type }cycling{ $param }
 }

kw-702-echo = { $form ->
    [inline] echo{ $param }
   *[name] Echo{ $param }
 }

kw-702-horsemanship = { $form ->
    [inline] horsemanship{ $param }
   *[name] Horsemanship{ $param }
 }

kw-702-fading = { $form ->
    [inline] fading{ $param }
   *[name] Fading{ $param }
 }

kw-702-kicker = { $form ->
    [inline] kicker{ $param }
   *[name] Kicker{ $param }
 }

kw-702-multikicker = { $form ->
    [inline] multikicker{ $param }
   *[name] Multikicker{ $param }
 }

kw-702-flashback = { $form ->
    [inline] flashback{ $param }
   *[name] Flashback{ $param }
 }

kw-702-madness = { $form ->
    [inline] madness{ $param }
   *[name] Madness{ $param }
 }

kw-702-fear = { $form ->
    [inline] fear{ $param }
   *[name] Fear{ $param }
 }

kw-702-megamorph = { $form ->
    [inline] megamorph{ $param }
   *[name] Megamorph{ $param }
 }

kw-702-amplify = { $form ->
    [inline] amplify{ $param }
   *[name] Amplify{ $param }
 }

kw-702-provoke = { $form ->
    [inline] provoke{ $param }
   *[name] Provoke{ $param }
 }

kw-702-storm = { $form ->
    [inline] storm{ $param }
   *[name] Storm{ $param }
 }

kw-702-affinity = { $form ->
    [inline] affinity{ $param }
   *[name] Affinity{ $param }
 }

kw-702-entwine = { $form ->
    [inline] entwine{ $param }
   *[name] Entwine{ $param }
 }

kw-702-modular = { $form ->
    [inline] modular{ $param }
   *[name] Modular{ $param }
 }

kw-702-sunburst = { $form ->
    [inline] sunburst{ $param }
   *[name] Sunburst{ $param }
 }

kw-702-bushido = { $form ->
    [inline] bushido{ $param }
   *[name] Bushido{ $param }
 }

kw-702-soulshift = { $form ->
    [inline] soulshift{ $param }
   *[name] Soulshift{ $param }
 }

kw-702-splice = { $form ->
    [inline] splice{ $param }
   *[name] Splice{ $param }
 }

kw-702-offering = { $type } offering

kw-702-ninjutsu = { $form ->
    [inline] ninjutsu{ $param }
   *[name] Ninjutsu{ $param }
 }

kw-702-epic = { $form ->
    [inline] epic{ $param }
   *[name] Epic{ $param }
 }

kw-702-convoke = { $form ->
    [inline] convoke{ $param }
   *[name] Convoke{ $param }
 }

kw-702-dredge = { $form ->
    [inline] dredge{ $param }
   *[name] Dredge{ $param }
 }

kw-702-transmute = { $form ->
    [inline] transmute{ $param }
   *[name] Transmute{ $param }
 }

kw-702-bloodthirst = { $form ->
    [inline] bloodthirst{ $param }
   *[name] Bloodthirst{ $param }
 }

kw-702-haunt = { $form ->
    [inline] haunt{ $param }
   *[name] Haunt{ $param }
 }

kw-702-replicate = { $form ->
    [inline] replicate{ $param }
   *[name] Replicate{ $param }
 }

kw-702-forecast = { $form ->
    [inline] forecast{ $param }
   *[name] Forecast{ $param }
 }

kw-702-graft = { $form ->
    [inline] graft{ $param }
   *[name] Graft{ $param }
 }

kw-702-recover = { $form ->
    [inline] recover{ $param }
   *[name] Recover{ $param }
 }

kw-702-ripple = { $form ->
    [inline] ripple{ $param }
   *[name] Ripple{ $param }
 }

kw-702-vanishing = { $form ->
    [inline] vanishing{ $param }
   *[name] Vanishing{ $param }
 }

kw-702-absorb = { $form ->
    [inline] absorb{ $param }
   *[name] Absorb{ $param }
 }

kw-702-aura-swap = { $form ->
    [inline] aura swap{ $param }
   *[name] Aura swap{ $param }
 }

kw-702-delve = { $form ->
    [inline] delve{ $param }
   *[name] Delve{ $param }
 }

kw-702-fortify = { $form ->
    [inline] fortify{ $param }
   *[name] Fortify{ $param }
 }

kw-702-frenzy = { $form ->
    [inline] frenzy{ $param }
   *[name] Frenzy{ $param }
 }

kw-702-gravestorm = { $form ->
    [inline] gravestorm{ $param }
   *[name] Gravestorm{ $param }
 }

kw-702-poisonous = { $form ->
    [inline] poisonous{ $param }
   *[name] Poisonous{ $param }
 }

kw-702-transfigure = { $form ->
    [inline] transfigure{ $param }
   *[name] Transfigure{ $param }
 }

kw-702-champion = { $form ->
    [inline] champion{ $param }
   *[name] Champion{ $param }
 }

kw-702-evoke = { $form ->
    [inline] evoke{ $param }
   *[name] Evoke{ $param }
 }

kw-702-hideaway = { $form ->
    [inline] hideaway{ $param }
   *[name] Hideaway{ $param }
 }

kw-702-prowl = { $form ->
    [inline] prowl{ $param }
   *[name] Prowl{ $param }
 }

kw-702-reinforce = { $form ->
    [inline] reinforce{ $param }
   *[name] Reinforce{ $param }
 }

kw-702-conspire = { $form ->
    [inline] conspire{ $param }
   *[name] Conspire{ $param }
 }

kw-702-persist = { $form ->
    [inline] persist{ $param }
   *[name] Persist{ $param }
 }

kw-702-wither = { $form ->
    [inline] wither{ $param }
   *[name] Wither{ $param }
 }

kw-702-retrace = { $form ->
    [inline] retrace{ $param }
   *[name] Retrace{ $param }
 }

kw-702-devour = { $form ->
    [inline] devour{ $param }
   *[name] Devour{ $param }
 }

kw-702-exalted = { $form ->
    [inline] exalted{ $param }
   *[name] Exalted{ $param }
 }

kw-702-unearth = { $form ->
    [inline] unearth{ $param }
   *[name] Unearth{ $param }
 }

kw-702-cascade = { $form ->
    [inline] cascade{ $param }
   *[name] Cascade{ $param }
 }

kw-702-annihilator = { $form ->
    [inline] annihilator{ $param }
   *[name] Annihilator{ $param }
 }

kw-702-level-up = { $form ->
    [inline] level up{ $param }
   *[name] Level up{ $param }
 }

kw-702-rebound = { $form ->
    [inline] rebound{ $param }
   *[name] Rebound{ $param }
 }

kw-702-umbra-armor = { $form ->
    [inline] umbra armor{ $param }
   *[name] Umbra armor{ $param }
 }

kw-702-infect = { $form ->
    [inline] infect{ $param }
   *[name] Infect{ $param }
 }

kw-702-battle-cry = { $form ->
    [inline] battle cry{ $param }
   *[name] Battle cry{ $param }
 }

kw-702-living-weapon = { $form ->
    [inline] living weapon{ $param }
   *[name] Living weapon{ $param }
 }

kw-702-undying = { $form ->
    [inline] undying{ $param }
   *[name] Undying{ $param }
 }

kw-702-miracle = { $form ->
    [inline] miracle{ $param }
   *[name] Miracle{ $param }
 }

kw-702-soulbond = { $form ->
    [inline] soulbond{ $param }
   *[name] Soulbond{ $param }
 }

kw-702-overload = { $form ->
    [inline] overload{ $param }
   *[name] Overload{ $param }
 }

kw-702-scavenge = { $form ->
    [inline] scavenge{ $param }
   *[name] Scavenge{ $param }
 }

kw-702-unleash = { $form ->
    [inline] unleash{ $param }
   *[name] Unleash{ $param }
 }

kw-702-cipher = { $form ->
    [inline] cipher{ $param }
   *[name] Cipher{ $param }
 }

kw-702-evolve = { $form ->
    [inline] evolve{ $param }
   *[name] Evolve{ $param }
 }

kw-702-extort = { $form ->
    [inline] extort{ $param }
   *[name] Extort{ $param }
 }

kw-702-fuse = { $form ->
    [inline] fuse{ $param }
   *[name] Fuse{ $param }
 }

kw-702-bestow = { $form ->
    [inline] bestow{ $param }
   *[name] Bestow{ $param }
 }

kw-702-tribute = { $form ->
    [inline] tribute{ $param }
   *[name] Tribute{ $param }
 }

kw-702-dethrone = { $form ->
    [inline] dethrone{ $param }
   *[name] Dethrone{ $param }
 }

kw-702-hidden-agenda = { $form ->
    [inline] hidden agenda{ $param }
   *[name] Hidden agenda{ $param }
 }

kw-702-double-agenda = { $form ->
    [inline] double agenda{ $param }
   *[name] Double agenda{ $param }
 }

kw-702-outlast = { $form ->
    [inline] outlast{ $param }
   *[name] Outlast{ $param }
 }

kw-702-prowess = { $form ->
    [inline] prowess{ $param }
   *[name] Prowess{ $param }
 }

kw-702-dash = { $form ->
    [inline] dash{ $param }
   *[name] Dash{ $param }
 }

kw-702-exploit = { $form ->
    [inline] exploit{ $param }
   *[name] Exploit{ $param }
 }

kw-702-renown = { $form ->
    [inline] renown{ $param }
   *[name] Renown{ $param }
 }

kw-702-awaken = { $form ->
    [inline] awaken{ $param }
   *[name] Awaken{ $param }
 }

kw-702-devoid = { $form ->
    [inline] devoid{ $param }
   *[name] Devoid{ $param }
 }

kw-702-ingest = { $form ->
    [inline] ingest{ $param }
   *[name] Ingest{ $param }
 }

kw-702-myriad = { $form ->
    [inline] myriad{ $param }
   *[name] Myriad{ $param }
 }

kw-702-surge = { $form ->
    [inline] surge{ $param }
   *[name] Surge{ $param }
 }

kw-702-skulk = { $form ->
    [inline] skulk{ $param }
   *[name] Skulk{ $param }
 }

kw-702-emerge = { $form ->
    [inline] emerge{ $param }
   *[name] Emerge{ $param }
 }

kw-702-escalate = { $form ->
    [inline] escalate{ $param }
   *[name] Escalate{ $param }
 }

kw-702-melee = { $form ->
    [inline] melee{ $param }
   *[name] Melee{ $param }
 }

kw-702-crew = { $form ->
    [inline] crew{ $param }
   *[name] Crew{ $param }
 }

kw-702-fabricate = { $form ->
    [inline] fabricate{ $param }
   *[name] Fabricate{ $param }
 }

kw-702-partner = { $form ->
    [inline] partner{ $param }
   *[name] Partner{ $param }
 }

kw-702-undaunted = { $form ->
    [inline] undaunted{ $param }
   *[name] Undaunted{ $param }
 }

kw-702-improvise = { $form ->
    [inline] improvise{ $param }
   *[name] Improvise{ $param }
 }

kw-702-aftermath = { $form ->
    [inline] aftermath{ $param }
   *[name] Aftermath{ $param }
 }

kw-702-embalm = { $form ->
    [inline] embalm{ $param }
   *[name] Embalm{ $param }
 }

kw-702-eternalize = { $form ->
    [inline] eternalize{ $param }
   *[name] Eternalize{ $param }
 }

kw-702-afflict = { $form ->
    [inline] afflict{ $param }
   *[name] Afflict{ $param }
 }

kw-702-ascend = { $form ->
    [inline] ascend{ $param }
   *[name] Ascend{ $param }
 }

kw-702-assist = { $form ->
    [inline] assist{ $param }
   *[name] Assist{ $param }
 }

kw-702-jump-start = { $form ->
    [inline] jump-start{ $param }
   *[name] Jump-start{ $param }
 }

kw-702-mentor = { $form ->
    [inline] mentor{ $param }
   *[name] Mentor{ $param }
 }

kw-702-afterlife = { $form ->
    [inline] afterlife{ $param }
   *[name] Afterlife{ $param }
 }

kw-702-riot = { $form ->
    [inline] riot{ $param }
   *[name] Riot{ $param }
 }

kw-702-spectacle = { $form ->
    [inline] spectacle{ $param }
   *[name] Spectacle{ $param }
 }

kw-702-escape = { $form ->
    [inline] escape{ $param }
   *[name] Escape{ $param }
 }

kw-702-companion = { $form ->
    [inline] companion{ $param }
   *[name] Companion{ $param }
 }

kw-702-mutate = { $form ->
    [inline] mutate{ $param }
   *[name] Mutate{ $param }
 }

kw-702-encore = { $form ->
    [inline] encore{ $param }
   *[name] Encore{ $param }
 }

kw-702-boast = { $form ->
    [inline] boast{ $param }
   *[name] Boast{ $param }
 }

kw-702-foretell = { $form ->
    [inline] foretell{ $param }
   *[name] Foretell{ $param }
 }

kw-702-demonstrate = { $form ->
    [inline] demonstrate{ $param }
   *[name] Demonstrate{ $param }
 }

kw-702-daybound = { $form ->
    [inline] daybound{ $param }
   *[name] Daybound{ $param }
 }

kw-702-nightbound = { $form ->
    [inline] nightbound{ $param }
   *[name] Nightbound{ $param }
 }

kw-702-disturb = { $form ->
    [inline] disturb{ $param }
   *[name] Disturb{ $param }
 }

kw-702-decayed = { $form ->
    [inline] decayed{ $param }
   *[name] Decayed{ $param }
 }

kw-702-cleave = { $form ->
    [inline] cleave{ $param }
   *[name] Cleave{ $param }
 }

kw-702-training = { $form ->
    [inline] training{ $param }
   *[name] Training{ $param }
 }

kw-702-compleated = { $form ->
    [inline] compleated{ $param }
   *[name] Compleated{ $param }
 }

kw-702-reconfigure = { $form ->
    [inline] reconfigure{ $param }
   *[name] Reconfigure{ $param }
 }

kw-702-blitz = { $form ->
    [inline] blitz{ $param }
   *[name] Blitz{ $param }
 }

kw-702-casualty = { $form ->
    [inline] casualty{ $param }
   *[name] Casualty{ $param }
 }

kw-702-enlist = { $form ->
    [inline] enlist{ $param }
   *[name] Enlist{ $param }
 }

kw-702-read-ahead = { $form ->
    [inline] read ahead{ $param }
   *[name] Read ahead{ $param }
 }

kw-702-ravenous = { $form ->
    [inline] ravenous{ $param }
   *[name] Ravenous{ $param }
 }

kw-702-squad = { $form ->
    [inline] squad{ $param }
   *[name] Squad{ $param }
 }

kw-702-space-sculptor = { $form ->
    [inline] space sculptor{ $param }
   *[name] Space sculptor{ $param }
 }

kw-702-visit = { $form ->
    [inline] visit{ $param }
   *[name] Visit{ $param }
 }

kw-702-prototype = { $form ->
    [inline] prototype{ $param }
   *[name] Prototype{ $param }
 }

kw-702-living-metal = { $form ->
    [inline] living metal{ $param }
   *[name] Living metal{ $param }
 }

kw-702-more-than-meets-the-eye = { $form ->
    [inline] More Than Meets the Eye{ $param }
   *[name] More Than Meets the Eye{ $param }
 }

kw-702-for-mirrodin = { $form ->
    [inline] for mirrodin!{ $param }
   *[name] For Mirrodin!{ $param }
 }

kw-702-toxic = { $form ->
    [inline] toxic{ $param }
   *[name] Toxic{ $param }
 }

kw-702-backup = { $form ->
    [inline] backup{ $param }
   *[name] Backup{ $param }
 }

kw-702-bargain = { $form ->
    [inline] bargain{ $param }
   *[name] Bargain{ $param }
 }

kw-702-craft = { $form ->
    [inline] craft{ $param }
   *[name] Craft{ $param }
 }

kw-702-disguise = { $form ->
    [inline] disguise{ $param }
   *[name] Disguise{ $param }
 }

kw-702-solved = { $form ->
    [inline] solved{ $param }
   *[name] Solved{ $param }
 }

kw-702-plot = { $form ->
    [inline] plot{ $param }
   *[name] Plot{ $param }
 }

kw-702-saddle = { $form ->
    [inline] saddle{ $param }
   *[name] Saddle{ $param }
 }

kw-702-spree = { $form ->
    [inline] spree{ $param }
   *[name] Spree{ $param }
 }

kw-702-freerunning = { $form ->
    [inline] freerunning{ $param }
   *[name] Freerunning{ $param }
 }

kw-702-gift = { $form ->
    [inline] gift{ $param }
   *[name] Gift{ $param }
 }

kw-702-offspring = { $form ->
    [inline] offspring{ $param }
   *[name] Offspring{ $param }
 }

kw-702-impending = { $form ->
    [inline] impending{ $param }
   *[name] Impending{ $param }
 }

kw-702-exhaust = { $form ->
    [inline] exhaust{ $param }
   *[name] Exhaust{ $param }
 }

kw-702-max-speed = { $form ->
    [inline] max speed{ $param }
   *[name] Max speed{ $param }
 }

kw-702-start-your-engines = { $form ->
    [inline] start your engines!{ $param }
   *[name] Start your engines!{ $param }
 }
# French reader: more templates
# What a splice is put onto: $what, a subtype as printed ("Arcane").
kw-702-splice-onto = onto { $what }
