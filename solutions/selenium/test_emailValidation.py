# Two-factor flow: send a code, read it in the practice inbox in a second tab, type it back.
import re
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def by_label(label):
    # The input the label points to with its for attribute.
    return (By.XPATH, f'//input[@id=//label[normalize-space()="{label}"]/@for]')


def alert_saying(text):
    return (By.XPATH, f'//*[@role="alert"][normalize-space()="{text}"]')


def test_verifies_an_address_with_the_code_from_the_inbox(driver, base_url):
    # A fresh address each run: every address has its own inbox and its own send limit.
    address = f"learner-{time.time_ns()}@example.com"
    driver.get(f"{base_url}/emailValidation")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located(by_label("Email address"))).send_keys(address)
    driver.find_element(By.XPATH, '//button[normalize-space()="Send e-mail"]').click()
    wait.until(EC.visibility_of_element_located(alert_saying(
        f"A 6-digit code was sent to {address}. It expires in 10 minutes.")))

    # The inbox link opens in a new tab, like a mail client next to the site.
    site = driver.current_window_handle
    driver.find_element(By.LINK_TEXT, "practice inbox").click()
    wait.until(EC.number_of_windows_to_be(2))
    driver.switch_to.window(next(h for h in driver.window_handles if h != site))
    newest = wait.until(EC.visibility_of_element_located(
        (By.CSS_SELECTOR, 'ol[aria-label="Messages, newest first"] > li p')))
    # The code is the only six-digit number in the message.
    code = re.search(r"\b\d{6}\b", newest.text).group()
    driver.close()
    driver.switch_to.window(site)

    driver.find_element(*by_label("Validation Code")).send_keys(code)
    driver.find_element(By.XPATH, '//button[normalize-space()="Verify"]').click()
    wait.until(EC.visibility_of_element_located(
        alert_saying("The code is valid: your e-mail address is verified.")))
