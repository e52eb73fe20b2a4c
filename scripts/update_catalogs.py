"""Update the translation catalogs from the code: extract chemteach.pot, merge it into each
language's .po (new messages untranslated, gone ones dropped) and list what needs translating.

Run: python scripts/update_catalogs.py
"""

from chemteach.catalogs import TEMPLATE, update

if __name__ == "__main__":
    result = update()
    print(f"{TEMPLATE}: {result.messages} messages")
    for lang, missing in result.untranslated.items():
        print(f"{lang}: {len(missing)} to translate")
        for message in missing:
            print("   ", message)
