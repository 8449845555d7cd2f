# Long click: ActionChains.click_and_hold, wait until the hold passes the threshold, release.
import re

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

STATUS = (By.CSS_SELECTOR, '[role="status"]')


def held_for_at_least(seconds):
    """True once the status reads "Holding... N.NNs" with N.NN >= seconds.

    The count runs on, so a wait for the text "Holding... 2." could miss its one-second
    window on a busy machine; comparing the number cannot.
    """

    def condition(driver):
        held = re.fullmatch(r"Holding\.\.\. (\d+\.\d+)s", driver.find_element(*STATUS).text)
        return held is not None and float(held.group(1)) >= seconds

    return condition


def test_holding_past_the_threshold_is_a_long_click(driver, base_url):
    driver.get(f"{base_url}/longClick")
    wait = WebDriverWait(driver, 10, poll_frequency=0.1)
    threshold = wait.until(EC.visibility_of_element_located(
        (By.XPATH, '//select[@id=//label[normalize-space()="Long click threshold"]/@for]')))
    Select(threshold).select_by_visible_text("2s")
    button = driver.find_element(By.XPATH, '//button[normalize-space()="Press and hold"]')

    ActionChains(driver).click_and_hold(button).perform()
    # The page counts the hold; wait until it reads 2 s or more (no sleep).
    wait.until(held_for_at_least(2))
    ActionChains(driver).release(button).perform()

    wait.until(EC.text_to_be_present_in_element(STATUS, "Long click"))


def test_a_quick_click_is_a_normal_click(driver, base_url):
    driver.get(f"{base_url}/longClick")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(
        (By.XPATH, '//button[normalize-space()="Press and hold"]'))).click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Normal click"))
