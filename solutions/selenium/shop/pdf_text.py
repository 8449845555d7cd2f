# Practice Shop: the text lines of a simple PDF, read with the standard library alone.
"""No PDF library ships with Debian's Python, so this reads what the shop's invoice is made of:
compressed content streams (FlateDecode) whose text objects (BT … ET) show hex strings (<…> with
Tj and TJ) in a standard font's single-byte encoding (WinAnsi, close to Windows-1252). It is no
general PDF reader: other PDFs (embedded fonts, literal strings) need a real one, such as pypdf."""
import re
import zlib

STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
TEXT_OBJECT = re.compile(rb"BT(.*?)ET", re.S)
HEX_STRING = re.compile(rb"<([0-9A-Fa-f]*)>")


def text_lines(pdf):
    """One line of text per text object, in the order the pages draw them."""
    lines = []
    for stream in STREAM.findall(pdf):
        try:
            content = zlib.decompress(stream)
        except zlib.error:
            continue  # not a compressed content stream (an image, a font)
        for text_object in TEXT_OBJECT.findall(content):
            strings = HEX_STRING.findall(text_object)
            shown = b"".join(bytes.fromhex(string.decode()) for string in strings)
            lines.append(shown.decode("cp1252"))
    return lines
