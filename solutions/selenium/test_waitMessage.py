# Wait for a message: an explicit wait long enough to outlast a 5-second countdown.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

COUNTDOWN = (By.CSS_SELECTOR, "[role='timer'][aria-label='Countdown']")
MESSAGE = (By.XPATH, "//p[normalize-space()='The secret message is: banana']")


def test_the_secret_message_appears_when_the_countdown_ends(driver, base_url):
    driver.get(f"{base_url}/waitMessage")
    WebDriverWait(driver, 5).until(EC.visibility_of_element_located(COUNTDOWN))

    # The countdown takes 5 seconds: wait up to 10, polling, and go on as soon as it appears.
    message = WebDriverWait(driver, 10).until(EC.visibility_of_element_located(MESSAGE))
    assert message.text == "The secret message is: banana"
    assert driver.find_element(*COUNTDOWN).text == "0"
