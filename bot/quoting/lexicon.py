"""Word lists for quote mining: speech verbs, first names, descriptors, title cues, stop words."""

from __future__ import annotations

import re

_IRREGULAR: dict[str, tuple[str, ...]] = {
    "say": ("say", "says", "said", "saying"),
    "tell": ("tell", "tells", "told", "telling"),
    "write": ("write", "writes", "wrote", "writing", "written"),
    "begin": ("begin", "begins", "began", "beginning"),
    "speak": ("speak", "speaks", "spoke", "speaking"),
    "read": ("reads", "read"),
    "hit back": ("hit back", "hits back", "hitting back"),
    "shoot back": ("shoot back", "shoots back", "shot back", "shooting back"),
    "fire back": ("fire back", "fires back", "fired back", "firing back"),
    "clap back": ("clap back", "claps back", "clapped back", "clapping back"),
    "chime in": ("chime in", "chimes in", "chimed in", "chiming in"),
    "go on": ("went on", "goes on", "going on"),
    "pen": ("pens", "penned", "penning"),
    "sing": ("sings", "sang", "singing"),
}
_DOUBLING = {"snap", "quip", "admit", "beg", "sob", "spit", "plead", "rant", "gush"}
_DOUBLED = {"snap", "quip", "admit", "beg", "sob", "spit", "rap"}

_VERB_BASES = """
add claim allege caption mutter snap repeat quip joke explain reveal insist recall confirm state declare announce
admit continue reply respond answer ask shout yell scream whisper gush rave laugh sigh note tweet post comment share
exclaim conclude argue complain boast brag tease warn beg plead vow promise agree deny maintain acknowledge concede
recount remember rant gripe cry sob interject counter retort spill dish divulge confess detail elaborate assert
suggest stress emphasise emphasize remark observe muse wonder grumble scoff sneer snarl growl hiss bark blurt cheer
gloat mock joke chuckle giggle marvel murmur whimper wail stammer stutter reason report reiterate clarify insist
caution urge advise testify swear lament bemoan address describe rap cite
""".split()


def _forms(base: str) -> tuple[str, ...]:
    if base in _IRREGULAR:
        return _IRREGULAR[base]
    if base.endswith("e"):
        return (base, base + "s", base + "d", base[:-1] + "ing")
    if base.endswith("y") and base[-2] not in "aeiou":
        return (base, base[:-1] + "ies", base[:-1] + "ied", base + "ing")
    if base in _DOUBLED:
        return (base, base + "s", base + base[-1] + "ed", base + base[-1] + "ing")
    if base.endswith(("sh", "ch", "s", "x")):
        return (base, base + "es", base + "ed", base + "ing")
    return (base, base + "s", base + "ed", base + "ing")


SPEECH_VERBS: frozenset[str] = (frozenset(
    f for b in (*_VERB_BASES, *_IRREGULAR) for f in _forms(b)
) | {"texted", "texting", "messaged", "DMed"}) - {
    "address", "addressed", "addresses", "addressing", "describe", "describes", "described", "describing",
    "post", "posts", "share", "shares", "read", "note", "notes", "report", "reports", "cry", "counter", "state",
     "answer", "comment", "dish", "spill", "detail", "remember", "wonder", "cheer", "advise"}
# verbs after which the speaker may follow ("said Alec", "added the source")
INVERTIBLE: frozenset[str] = frozenset(
    "said says added adds continued continues explained explains wrote writes recalled recalls asked asks replied "
    "replies insisted insists quipped quips joked jokes claimed claims confirmed confirms revealed reveals".split()
)
SPEECH_VERB_RE = re.compile(
    r"\b(?:" + "|".join(sorted((re.escape(v) for v in SPEECH_VERBS), key=len, reverse=True)) + r")\b"
)

FEMALE_NAMES = frozenset("""
mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa betty margaret sandra ashley
kimberly emily donna michelle carol amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen amy
angela shirley anna brenda pamela emma nicole helen samantha katherine christine debra rachel carolyn janet
catherine maria heather diane ruth julie olivia joyce virginia victoria kelly lauren christina joan evelyn judith
megan andrea cheryl hannah jacqueline martha gloria teresa ann sara madison frances kathryn janice jean abigail
alice julia judy sophia grace denise amber doris marilyn danielle beverly isabella theresa diana natalie brittany
charlotte marie kayla alexis lori kim kourtney khloe kylie kris britney selena ariana taylor beyonce rihanna
adele miley demi gigi bella kendall hailey meghan kate camilla chrissy jennifer jada oprah ellen whitney mariah
madonna cher dolly reese gwyneth scarlett margot zendaya florence lily millie sofia hilary hillary paris nicki
cardi doja lizzo dua billie olivia sabrina katy lady gwen shakira jlo jessie rita pink vanessa eva salma penelope
marnie priya kristen kirsten blake ashlee jodie keira emma nina tina naomi kate kaia heidi tyra chloe zoe jade
""".split())
MALE_NAMES = frozenset("""
james robert john michael william david richard joseph thomas charles christopher daniel matthew anthony mark donald
steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary nicholas
eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander frank patrick raymond jack dennis
jerry tyler aaron jose adam nathan henry douglas zachary peter kyle ethan walter noah jeremy christian keith roger
terry gerald harold sean austin carl arthur lawrence dylan jesse jordan bryan billy joe bruce gabriel logan albert
willie alan juan wayne elijah randy roy vincent ralph eugene russell bobby mason philip louis alec theo ben brad
tom leonardo leo kanye travis drake harry liam zayn niall louis shawn justin nick kevin joe jay diddy pete machine
hugh ryan chris jake jared matt kit idris keanu johnny orlando tom colin jude ewan hugh simon piers jeremy prince
charles william andrew edward elon jeff mick elton ozzy rod ringo paul bono sting usher pharrell snoop eminem
jonah seth owen luke miles max oliver jamie hunter cole chase dean marcus danny derek craig neil gavin darren stuart
graham ian gareth callum connor declan
""".split())

FEMALE_WORDS = frozenset(
    "actress wife girlfriend mother mom mum daughter sister queen princess duchess countess mrs ms miss lady "
    "songstress fiancee fiancée widow bride aunt niece grandmother granddaughter businesswoman spokeswoman "
    "ex-wife stepmother".split()
)
MALE_WORDS = frozenset(
    "actor husband boyfriend father dad son brother king prince duke count mr sir lord fiance fiancé widower groom "
    "uncle nephew grandfather grandson businessman spokesman ex-husband stepfather".split()
)
SPOUSE_WORDS = frozenset("wife husband spouse partner girlfriend boyfriend fiancee fiancée fiance fiancé".split())

# descriptor word -> class; "the <class word>" epithets resolve to the person bound to that class
DESCRIPTORS: dict[str, str] = {
    "singer": "singer", "pop star": "singer", "popstar": "singer", "songstress": "singer", "rapper": "singer",
    "musician": "singer", "hitmaker": "singer", "crooner": "singer", "diva": "singer", "songwriter": "singer",
    "singer-songwriter": "singer", "rocker": "singer",
    "actor": "actor", "actress": "actor", "comedian": "comedian", "comic": "comedian",
    "model": "model", "supermodel": "model", "host": "host", "presenter": "host", "influencer": "influencer",
    "reality star": "star", "tv star": "star", "film star": "star", "movie star": "star", "star": "star",
    "director": "director", "footballer": "athlete", "athlete": "athlete", "player": "athlete",
    "designer": "designer", "chef": "chef", "author": "author", "novelist": "author", "mogul": "mogul",
    "socialite": "socialite", "youtuber": "influencer", "tiktoker": "influencer", "personality": "personality",
}
OCCUPATIONS = frozenset(
    """guitarist drummer bassist keyboardist frontman frontwoman dancer choreographer songwriter producer presenter
    broadcaster anchor newsreader journalist chef judge coach manager stylist editor designer photographer
    businessman businesswoman entrepreneur billionaire heiress tycoon politician senator congressman
    congresswoman mayor boxer wrestler golfer swimmer skater gymnast tennis cricketer quarterback striker
    midfielder goalkeeper defender captain rapper singer actor actress comedian comic model supermodel host
    influencer youtuber tiktoker blogger vlogger podcaster author novelist writer director filmmaker screenwriter
    playwright artist painter sculptor poet dj nominee winner contestant finalist star""".split()
)
EPITHET_HEADS = frozenset(DESCRIPTORS) | {"hitmaker"}

TITLE_CUES = frozenset(
    """show series song single album film movie hit titled called dubbed named book memoir track podcast episode
    documentary special play musical sitcom drama novel ballad anthem tune record ep lp tour collection brand
    programme program franchise sequel spinoff spin-off season catchphrase slogan hashtag headline campaign
    documentary docuseries miniseries thriller comedy""".split()
)
LABEL_CUES = frozenset("as called dubbed nicknamed labelled labeled branded named so-called term termed".split())

STOP_CAPS = frozenset(
    """the a an and but or nor so yet for of in on at to by with from as if when while after before though although
    however meanwhile naturally speaking according also then still now later earlier since despite during his her
    their its our my your this that these those there here it he she they we you i one another some many most all
    both each every fans viewers people sources insiders what who why how where which no yes oh omg wow well just even
    instead because once until unless whether not neither either never always sadly luckily finally eventually
    clearly apparently afterwards afterward sometimes
    reportedly currently recently today yesterday tomorrow monday tuesday wednesday thursday friday saturday sunday
    january february march april may june july august september october november december mr mrs ms miss dr sir
    dame lady lord read more watch see click sign subscribe advertisement photo credit getty images instagram""".split()
)
NON_PERSON = frozenset(
    """city hollywood nyc york awards award show street avenue road page six news magazine times post netflix
    instagram tiktok twitter youtube facebook extra tmz tlc bbc cnn nbc abc cbs fox hbo hulu disney amazon apple
    google inc ltd llc records studios studio university hotel club park center centre theatre theater hall arena
    festival gala week day night london paris angeles vegas francisco jersey state states united kingdom america
    county island beach church court house palace channel network radio tv film films music entertainment
    productions pictures media group company corp association foundation academy school college league cup
    olympics grammys oscars emmys globes planet rope velvet magazine daily mail sun mirror herald tribune journal
    people us weekly vogue elle rolling stone variety deadline reporter billboard""".split()
)
FIRST_WORD_NOT_NAME = frozenset("new los las san santa saint st north south east west great upper lower fort".split())

SMALL_TITLE_WORDS = frozenset("a an the of and or in on at to for with by from 'n' n vs via is it".split())
ELISIONS = re.compile(r"(?:em|cause|cos|coz|til|tis|twas|bout|round|n|ol|ere|nuff|kay)(?![\w])", re.IGNORECASE)

# descriptive words that open a tabloid sentence before a name ("Pregnant Georgia Hollingsworth"): never a name
LEAD_ADJECTIVES = frozenset(
    """pregnant heavily braless smitten heartbroken newlywed newly engaged loved-up glowing doting proud stunning
    radiant tearful emotional furious defiant leggy busty glamorous chic casual sporty makeup-free bikini-clad
    pensive downcast beaming grinning smiling jubilant elated devastated gushing besotted single newly-single
    birthday bride-to-be groom-to-be mum-to-be mom-to-be dad-to-be""".split()
)
# all-caps words that head a line or shout in a headline: never a company or person
CAPS_NOT_ORG = frozenset(
    """omg lol lmao rofl wtf smh tbh imo fyi btw idk irl ftw brb ily yolo breaking update updated exclusive
    photos photo pics video videos watch live news new read more see also note edit wow yes no ok okay hey
    warning alert spoiler spoilers rip ps nb asap diy faq fomo goat vip pov""".split()
)
# royal and peerage titles: "the Duchess of Elmsworth" / "the Duchess" name the person the article first gave
PEERAGE: dict[str, str] = {
    "duke": "m", "duchess": "f", "earl": "m", "countess": "f", "marquess": "m", "marchioness": "f",
    "viscount": "m", "viscountess": "f", "baron": "m", "baroness": "f",
}
# family names written first ("Park So-yeon", "Kim Tae-hoon"): "Park said" is Park So-yeon
EAST_ASIAN_FAMILY = frozenset(
    """kim lee park choi jung jeong kang cho yoon yun jang lim han oh seo shin kwon hwang ahn song yoo ryu hong
    jeon go ko moon yang son bae baek heo nam sim noh ha kwak sung cha joo woo koo na min jin chae won bang
    wang li zhang liu chen huang zhao wu zhou xu sun ma zhu hu guo he lin gao luo zheng liang xie tang deng
    feng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lu ding ren shen yao""".split()
)

# honorifics kept in a speaker's name as first given ("Dame Cecily Ormond", "Dr Faye Linden"); value: gender
HONORIFICS: dict[str, str | None] = {
    "dr": None, "prof": None, "professor": None, "sir": "m", "dame": "f", "lady": "f", "lord": "m",
    "prince": "m", "princess": "f", "king": "m", "queen": "f", "rev": None, "reverend": None,
}
# role nouns that introduce or stand in apposition to a person ("Newcomer Tariq Osei", "X, the group's leader")
ROLE_NOUNS = frozenset(
    """agent publicist spokesperson spokesman spokeswoman assistant bandmate castmate cast-mate creator co-creator
    analyst expert commentator critic trainer newcomer leader member vocalist rapper coordinator chairman
    secretary adviser advisor consultant therapist doctor nurse professor lecturer researcher scientist
    historian biographer correspondent reporter columnist officer detective sergeant inspector prosecutor
    teammate classmate roommate housemate islander housewife bachelor bachelorette cousin grandma grandpa
    stepdaughter stepson niece nephew aunt uncle widow widower bridesmaid fan founder owner restaurateur
    dietitian nutritionist professor surgeon psychologist psychiatrist pastor priest""".split()
)

# first words of capitalised runs that are never a person: sentence adverbs, prepositions, pronouns
NOT_NAME_LEAD = frozenset(
    """nevertheless nonetheless unlike under about above below across against along amid amidst among around
    behind beside besides between beyond despite inside outside near like toward towards through throughout
    within without upon regarding concerning following including excluding thanks whilst moreover furthermore
    however therefore thus hence indeed overall ultimately additionally similarly likewise otherwise perhaps
    maybe meanwhile initially originally previously basically essentially actually certainly obviously
    unfortunately fortunately interestingly importantly notably surprisingly honestly frankly hopefully
    me men women him them us why we're we’re it's it’s i'm i’m""".split()
)
# last words of capitalised runs that name a place, body, dish or generic thing, never a person
NOT_NAME_HEAD = frozenset(
    """strip street streets county department departments party parties ministry committee council government
    police office service services district province region republic airport square museum library gallery
    institute hospital clinic program programme project campaign corporation army navy soup salad sauce
    burger pizza tacos cocktail sandwich bar restaurant cafe café bakery brewery winery mall market store
    shop stores brands collection series season episode album book books novel movie film
    report survey study index fund act treaty agreement zone territory territories border coast
    peninsula mountains desert valley canyon highway freeway turnpike avenue boulevard
    neuroscience science research evidence data history physics psychology biology chemistry mathematics
    python""".split()
)
ABSTRACT_SUFFIX = re.compile(r"(?:ology|ism|ics|ence|ance|ment|tion|sion|ness|ity)$")
