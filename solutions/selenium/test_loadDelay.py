# Load Delay: click() and get() wait for the page load; set a page-load timeout above the server's 5 s delay.
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

HOME_COUNT = (By.CSS_SELECTOR, "main p[role='status']")
BUTTON = (By.XPATH, "//button[normalize-space()='Button shown after the delay']")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def test_the_button_works_once_the_slow_page_has_loaded(driver, base_url):
    driver.set_page_load_timeout(15)
    # Home filtered to the one card (the card link is a plain link: a full page load).
    driver.get(f"{base_url}/?q=Load%20Delay")
    wait = WebDriverWait(driver, 15)
    # get() returns at the load event; the app filters the list a moment later: wait for it, or
    # the click may land while the other cards go.
    wait.until(EC.text_to_be_present_in_element(HOME_COUNT, "Showing 1 of"))
    started = time.monotonic()
    wait.until(EC.element_to_be_clickable((By.LINK_TEXT, "Load Delay"))).click()
    wait.until(EC.element_to_be_clickable(BUTTON)).click()
    assert time.monotonic() - started >= 4.9
    wait.until(EC.text_to_be_present_in_element(STATUS, "Button clicked."))
