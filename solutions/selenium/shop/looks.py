# Practice Shop: colour contrast as WCAG 2 defines it, from the colours the browser computed.
import re

# The element's text colour, and the first colour painted behind it (ancestors included).
COLOURS_SCRIPT = """
const colours = (element) => {
  let behind = element;
  while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') {
    behind = behind.parentElement;
  }
  const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
  return [getComputedStyle(element).color, background];
};
return colours(arguments[0]);
"""


def text_and_background(driver, element):
    text, background = driver.execute_script(COLOURS_SCRIPT, element)
    return rgba(text), rgba(background)


def rgba(css):
    """'rgb(12, 34, 56)' or 'rgba(12, 34, 56, 0.5)' -> (12, 34, 56, 0.5)."""
    red, green, blue, *alpha = (float(part) for part in re.findall(r"[\d.]+", css))
    return red, green, blue, alpha[0] if alpha else 1.0


def contrast_ratio(text, background):
    """WCAG's (L1 + 0.05) / (L2 + 0.05), a translucent text colour blended onto its background."""
    alpha = text[3]
    blended = tuple(alpha * t + (1 - alpha) * b for t, b in zip(text[:3], background[:3]))
    lighter, darker = sorted((luminance(blended), luminance(background[:3])), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def luminance(rgb):
    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue
