# Hold Key Click: ActionChains key_down(Ctrl) around a click, or around a timed click_and_hold.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, '[role="status"]')
BUTTON = (By.XPATH, '//button[normalize-space()="Click Me"]')


def open_page(driver, base_url):
    driver.get(f"{base_url}/holdKeyClick")
    return WebDriverWait(driver, 10).until(EC.element_to_be_clickable(BUTTON))


def test_ctrl_click_is_a_button_click(driver, base_url):
    button = open_page(driver, base_url)
    ActionChains(driver).key_down(Keys.CONTROL).click(button).key_up(Keys.CONTROL).perform()
    WebDriverWait(driver, 10).until(EC.text_to_be_present_in_element(STATUS, "Button clicked"))


def test_a_plain_click_asks_for_ctrl(driver, base_url):
    open_page(driver, base_url).click()
    WebDriverWait(driver, 10).until(
        EC.text_to_be_present_in_element(STATUS, "Please hold Ctrl/Command"))


def test_ctrl_held_for_over_a_second_is_a_long_click(driver, base_url):
    button = open_page(driver, base_url)
    # pause() inside the action chain keeps the mouse down for 1.2 s in the browser.
    (ActionChains(driver)
        .key_down(Keys.CONTROL)
        .click_and_hold(button)
        .pause(1.2)
        .release(button)
        .key_up(Keys.CONTROL)
        .perform())
    WebDriverWait(driver, 10).until(
        EC.text_to_be_present_in_element(STATUS, "Long click performed"))
