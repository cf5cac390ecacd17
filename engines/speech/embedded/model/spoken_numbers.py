"""Numbers as English words, the way the recogniser hears them: shared by the speech model
builder (build_model.py, at build time) and the speech benchmark's corpus maker
(bench/speech_corpus.py), so the model's training text and the scored references spell
numbers alike."""

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ORDINALS = {"one": "first", "two": "second", "three": "third", "five": "fifth",
            "eight": "eighth", "nine": "ninth", "twelve": "twelfth"}


def number_words(n: int) -> str:
    """123 -> "one hundred twenty three"; a million or more digit by digit."""
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + number_words(rest))
    if n < 1_000_000:
        rest = n % 1000
        return number_words(n // 1000) + " thousand" + ("" if rest == 0 else " " + number_words(rest))
    return " ".join(ONES[int(d)] for d in str(n))


def decimal_words(text: str) -> str:
    """"0.5" -> "zero point five": the digits after the point one by one."""
    whole, _, frac = text.partition(".")
    words = number_words(int(whole)) if whole else "zero"
    if frac:
        words += " point " + " ".join(ONES[int(d)] for d in frac)
    return words


def ordinal_words(n: int) -> str:
    """21 -> "twenty first"."""
    words = number_words(n).split()
    last = words[-1]
    if last in ORDINALS:
        words[-1] = ORDINALS[last]
    elif last.endswith("y"):
        words[-1] = last[:-1] + "ieth"
    else:
        words[-1] = last + "th"
    return " ".join(words)
