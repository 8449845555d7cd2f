# Autocomplete: wait for a debounced suggestion list, then pick from a combobox by keyboard and by mouse.
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

COUNTRY = (By.CSS_SELECTOR, "input[role='combobox']")
OPTIONS = (By.CSS_SELECTOR, "[role='listbox'] [role='option']")
SUBMIT = (By.XPATH, "//button[normalize-space()='Submit']")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def option_texts(driver):
    return [option.text for option in driver.find_elements(*OPTIONS)]


def test_picks_germany_by_keyboard_and_submits(driver, base_url):
    driver.get(f"{base_url}/autocomplete")
    wait = WebDriverWait(driver, 5)
    country = wait.until(EC.element_to_be_clickable(COUNTRY))
    country.send_keys("ger")
    # The list appears 300 ms after the last keystroke: wait for its content.
    wait.until(lambda d: option_texts(d) == ["Germany", "Algeria", "Niger", "Nigeria"])

    country.send_keys(Keys.ARROW_DOWN)
    # The active option is the one aria-activedescendant points to.
    active_id = country.get_attribute("aria-activedescendant")
    assert driver.find_element(By.ID, active_id).text == "Germany"
    country.send_keys(Keys.ENTER)
    wait.until(lambda d: country.get_attribute("value") == "Germany")

    driver.find_element(*SUBMIT).click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "You selected: Germany"))


def test_picks_a_suggestion_with_the_mouse(driver, base_url):
    driver.get(f"{base_url}/autocomplete")
    wait = WebDriverWait(driver, 5)
    country = wait.until(EC.element_to_be_clickable(COUNTRY))
    country.send_keys("turk")
    option = (By.XPATH, "//*[@role='option'][normalize-space()='Türkiye']")
    wait.until(EC.element_to_be_clickable(option)).click()
    wait.until(lambda d: country.get_attribute("value") == "Türkiye")
    wait.until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[role='listbox']")))


def test_refuses_text_that_is_not_a_country(driver, base_url):
    driver.get(f"{base_url}/autocomplete")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.element_to_be_clickable(COUNTRY)).send_keys("Atlantis")
    no_match = (By.XPATH, "//*[normalize-space()='No country matches \"Atlantis\".']")
    wait.until(EC.visibility_of_element_located(no_match))
    driver.find_element(*SUBMIT).click()
    wait.until(
        EC.text_to_be_present_in_element(STATUS, "Choose a country from the suggestions.")
    )
