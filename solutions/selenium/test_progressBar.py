# Waiting on an attribute: poll aria-valuenow with a fast WebDriverWait, then click Stop at once.
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BAR = (By.CSS_SELECTOR, '[role="progressbar"]')
RESULT = (By.CSS_SELECTOR, '[role="status"]')


def button(name):
    return (By.XPATH, f'//button[normalize-space()="{name}"]')


def test_stop_the_bar_as_close_to_75_as_possible(driver, base_url):
    # ?seed=4 makes the page draw a slow step (285 ms), so the script's reaction time matters less.
    driver.get(f"{base_url}/progressBar?seed=4")
    wait = WebDriverWait(driver, 10)
    stop = wait.until(EC.element_to_be_clickable(button("Stop")))
    driver.find_element(*button("Start")).click()

    # The run takes about 1 s + 50 steps: allow 30 s, and poll often so the reaction is quick.
    WebDriverWait(driver, 30, poll_frequency=0.02).until(
        EC.text_to_be_present_in_element_attribute(BAR, "aria-valuenow", "75")
    )
    stop.click()

    wait.until(EC.text_to_be_present_in_element(RESULT, "Result: stopped at"))
    distance = int(re.search(r"distance from 75%: (\d+)$", driver.find_element(*RESULT).text).group(1))
    assert distance <= 1
