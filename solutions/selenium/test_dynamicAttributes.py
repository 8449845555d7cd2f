# Dynamic Attributes: locate by text, or by one class among several, never by a generated id.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

CHANGING_ID_BUTTON = (By.XPATH, "//button[normalize-space()='Button with a changing id']")
PRIMARY_BUTTON = (
    By.XPATH,
    "//button[contains(concat(' ', normalize-space(@class), ' '), ' btn-primary ')]",
)
STATUS = (By.CSS_SELECTOR, "[role='status']")


def test_finds_the_changing_id_button_by_its_text(driver, base_url):
    driver.get(f"{base_url}/dynamicAttributes")
    wait = WebDriverWait(driver, 5)
    first_id = wait.until(EC.presence_of_element_located(CHANGING_ID_BUTTON)).get_attribute("id")
    driver.refresh()
    button = wait.until(EC.element_to_be_clickable(CHANGING_ID_BUTTON))
    # The id changed on reload; the text locator did not care.
    assert button.get_attribute("id") != first_id
    button.click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Button with a changing id clicked."))


def test_finds_the_primary_button_by_its_class(driver, base_url):
    driver.get(f"{base_url}/dynamicAttributes")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.element_to_be_clickable(PRIMARY_BUTTON)).click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "You found the primary button."))
