# CAPTCHA Validation: read the target from the prompt and each tile's alt text, press the matching tiles, then Validate.
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

MESSAGE = (By.CSS_SELECTOR, '[data-testid="validation-message"]')
VALIDATE = (By.CSS_SELECTOR, '[data-testid="validate-button"]')
CHECKBOX = (By.XPATH, '//input[@id=//label[normalize-space()="I\'m not a robot"]/@for]')
PROMPT = (By.XPATH, '//p[starts-with(normalize-space(), "Select all images with a")]')
GRID = (By.CSS_SELECTOR, '[role="group"]')
TILES = (By.CSS_SELECTOR, '[role="group"] button[aria-pressed]')


def test_a_script_that_reads_the_challenge_passes_it(driver, base_url):
    driver.get(f"{base_url}/recaptcha")
    wait = WebDriverWait(driver, 10)

    # Before passing, Validate refuses.
    wait.until(EC.element_to_be_clickable(VALIDATE)).click()
    wait.until(EC.text_to_be_present_in_element(
        MESSAGE, "✗ Please complete the CAPTCHA challenge first."))

    driver.find_element(*CHECKBOX).click()
    target = re.search(r"with a (.+)\.$", wait.until(
        EC.visibility_of_element_located(PROMPT)).text).group(1)

    # The tiles are toggle buttons; each image's alt text names its object.
    tiles = wait.until(lambda d: d.find_elements(*TILES) if len(d.find_elements(*TILES)) == 9 else None)
    # The site scrolls smoothly (Bootstrap): Selenium's own scrolling would click while the page
    # still moves. Bring the grid into view at once.
    driver.execute_script(
        "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", driver.find_element(*GRID)
    )
    for tile in tiles:
        if tile.find_element(By.TAG_NAME, "img").get_attribute("alt") == target:
            tile.click()
    driver.find_element(By.XPATH, '//button[normalize-space()="Verify"]').click()
    wait.until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, '[role="status"]'), "✓ Verified"))
    assert driver.find_element(*CHECKBOX).is_selected()

    driver.find_element(*VALIDATE).click()
    wait.until(EC.text_to_be_present_in_element(MESSAGE, "✓ Captcha validation successful!"))
