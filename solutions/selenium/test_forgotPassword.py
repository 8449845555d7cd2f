# Forgot password: request the e-mail, then find it through the inbox API by its reference.
import json
import re
import time
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_the_reset_email_carries_the_reference_the_page_shows(driver, base_url):
    # A fresh address each run: every address has its own inbox and its own send limit.
    address = f"learner-{time.time_ns()}@example.com"
    driver.get(f"{base_url}/forgotPassword")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located((By.ID, "email"))).send_keys(address)
    driver.find_element(By.XPATH, '//button[normalize-space()="Send reset e-mail"]').click()
    line = wait.until(EC.visibility_of_element_located(
        (By.XPATH, '//p[starts-with(normalize-space(), "Reference: ")]')))
    reference = re.fullmatch(r"Reference: ([A-Z2-9]{6})", line.text).group(1)

    # The practice inbox as JSON (no cookie needed): newest message first.
    url = f"{base_url}/api/inbox/{urllib.parse.quote(address, safe='')}"
    with urllib.request.urlopen(url) as answer:
        messages = json.load(answer)["messages"]
    assert messages[0]["subject"] == f"Password reset ({reference})"

    # The same message on the inbox page.
    driver.find_element(By.LINK_TEXT, "Open the practice inbox").click()
    wait.until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, 'ol[aria-label="Messages, newest first"] > li'),
        f"Password reset ({reference})"))
