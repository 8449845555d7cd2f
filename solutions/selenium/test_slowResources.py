# Slow Resources: an explicit wait longer than the server's delay (WebDriverWait on the text).
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, '[role="status"]')
SEND_AGAIN = (By.XPATH, '//button[normalize-space()="Send again"]')


def test_the_server_answers_after_the_delay(driver, base_url):
    started = time.monotonic()
    # 5 s: time enough to see the button disabled while the answer is on its way, on a busy machine.
    driver.get(f"{base_url}/slowResources?delay=5")
    wait = WebDriverWait(driver, 15)
    wait.until(EC.text_to_be_present_in_element(STATUS, "Waiting for the server"))
    assert not driver.find_element(*SEND_AGAIN).is_enabled()
    wait.until(EC.text_to_be_present_in_element(STATUS, "The server answered after 5 s."))
    assert time.monotonic() - started >= 5
    assert driver.find_element(*SEND_AGAIN).is_enabled()
