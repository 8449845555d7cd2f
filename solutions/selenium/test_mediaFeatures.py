# Media Features: emulate user preferences through Chrome's DevTools protocol and watch the page adapt.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

CHANGES = (By.CSS_SELECTOR, '[role="status"]')
PRINT_ONLY = (By.XPATH, '//p[normalize-space()="Print only: this line shows only in print."]')
SCREEN_ONLY = (By.XPATH, '//p[normalize-space()="Screen only: this line is hidden in print."]')
SQUARE = (By.CSS_SELECTOR, '[role="img"][aria-label="Spinning square"]')


def value_of(feature):
    # The feature's name is the row header; its value is the cell beside it.
    return (By.XPATH, f'//table//tr[th[normalize-space()="{feature}"]]/td')


def test_dark_reduced_motion_and_print(driver, base_url):
    driver.get(f"{base_url}/mediaFeatures")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(CHANGES, "Changes seen: 0"))

    # Each call replaces every emulation before it: send all the wanted ones at once.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "print",
        "features": [
            {"name": "prefers-color-scheme", "value": "dark"},
            {"name": "prefers-reduced-motion", "value": "reduce"},
        ],
    })
    wait.until(EC.text_to_be_present_in_element(value_of("prefers-color-scheme"), "dark"))
    assert driver.find_element(*value_of("prefers-reduced-motion")).text == "reduce"
    assert driver.find_element(*value_of("media type")).text == "print"
    wait.until(EC.text_to_be_present_in_element(CHANGES, "Changes seen: 3"))

    square = driver.find_element(*SQUARE)
    assert driver.execute_script("return arguments[0].getAnimations().length;", square) == 0
    assert driver.find_element(*PRINT_ONLY).is_displayed()
    assert not driver.find_element(*SCREEN_ONLY).is_displayed()

    # An empty call restores the defaults: three features change back.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    wait.until(EC.text_to_be_present_in_element(CHANGES, "Changes seen: 6"))
    assert driver.find_element(*SCREEN_ONLY).is_displayed()
