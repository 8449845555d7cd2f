# Generated images: check a QR code appears at the right size and changes with the typed text.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

INPUT = (By.XPATH, '//input[@id=//label[normalize-space()="Text to encode"]/@for]')
CODE = (By.CSS_SELECTOR, 'svg[role="img"][aria-label="QR code"]')


def generate(driver, text):
    """Types a text, generates its code and returns the drawing (the SVG's markup)."""
    wait = WebDriverWait(driver, 10)
    field = wait.until(EC.visibility_of_element_located(INPUT))
    field.send_keys(text)
    driver.find_element(By.XPATH, '//button[normalize-space()="Generate"]').click()
    wait.until(EC.visibility_of_element_located(
        (By.XPATH, '//figcaption[normalize-space()="Your QR Code:"]')))
    # The input empties itself once the code is drawn.
    wait.until(lambda d: d.find_element(*INPUT).get_attribute("value") == "")
    return driver.find_element(*CODE).get_attribute("innerHTML")


def test_generate_draws_a_256_px_qr_code_for_the_typed_text(driver, base_url):
    driver.get(f"{base_url}/qrCode")
    hello = generate(driver, "Hello, testers!")
    code = driver.find_element(*CODE)
    assert (code.get_attribute("width"), code.get_attribute("height")) == ("256", "256")

    # Reading the text back needs a QR decoder library (pyzbar, for one) on a screenshot.
    # Without one: another text draws another code, and the same text the same code again.
    assert generate(driver, "Goodbye") != hello
    assert generate(driver, "Hello, testers!") == hello
