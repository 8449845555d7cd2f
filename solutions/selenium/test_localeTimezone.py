# Locale & Time Zone: set the languages by preference, and the Intl locale and zone through CDP.
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, '[role="status"]')


@pytest.fixture
def full_browser():
    # The headless shell does not read the language preference below: the full Chromium does.
    return True


@pytest.fixture
def chrome_prefs():
    # navigator.language(s) come from this preference (--lang does not set them everywhere).
    return {"intl.accept_languages": "de-DE,de"}


def line(text):
    return (By.XPATH, f'//li[normalize-space(.)="{text}"]')


def test_a_german_browser_in_berlin(driver, base_url):
    # Sent before the page loads, so the page reads them on load.
    driver.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "de-DE"})
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Europe/Berlin"})
    driver.get(f"{base_url}/localeTimezone")
    wait = WebDriverWait(driver, 10)

    wait.until(EC.visibility_of_element_located(line("Language: de-DE")))
    assert driver.find_element(*line("Languages: de-DE, de")).is_displayed()
    assert driver.find_element(*line("Locale: de-DE")).is_displayed()
    assert driver.find_element(*line("Time zone: Europe/Berlin")).is_displayed()
    assert driver.find_element(*line("Local date and time: 2025-07-01 01:30:00")).is_displayed()
    assert driver.find_element(*line("Offset at that instant: UTC+02:00")).is_displayed()
    # Intl writes a no-break space (U+00A0) before the euro sign; read the exact text.
    price = driver.find_element(By.XPATH, '//li[starts-with(., "Price:")]')
    assert price.get_attribute("textContent") == "Price: 1.234,50\u00a0€"


def test_an_override_after_load_needs_read_again(driver, base_url):
    driver.get(f"{base_url}/localeTimezone")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(STATUS, "Values read when the page loaded."))

    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "America/New_York"})
    driver.find_element(By.XPATH, '//button[normalize-space()="Read again"]').click()

    wait.until(EC.text_to_be_present_in_element(STATUS, "Values read again at"))
    assert driver.find_element(*line("Time zone: America/New_York")).is_displayed()
    assert driver.find_element(*line("Offset at that instant: UTC-04:00")).is_displayed()
