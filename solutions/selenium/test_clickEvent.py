# Click events: WebDriver's click is trusted; a script's element.click() is not.
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BUTTON = (By.XPATH, "//button[normalize-space()='Button that ignores script clicks']")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def button(driver):
    return WebDriverWait(driver, 10).until(EC.element_to_be_clickable(BUTTON))


def wait_for_status(driver, text):
    WebDriverWait(driver, 5).until(EC.text_to_be_present_in_element(STATUS, text))


def test_webdriver_click_is_a_real_pointer_click(driver, base_url):
    driver.get(f"{base_url}/clickEvent")
    button(driver).click()
    wait_for_status(driver, "Clicked with a real pointer.")
    assert "btn-success" in button(driver).get_attribute("class")


def test_a_javascript_click_is_ignored(driver, base_url):
    driver.get(f"{base_url}/clickEvent")
    # The usual workaround for "element not clickable" fails here: the event is untrusted.
    driver.execute_script("arguments[0].click();", button(driver))
    wait_for_status(driver, "Ignored a click dispatched by a script.")
    assert "btn-primary" in button(driver).get_attribute("class")


def test_enter_is_a_keyboard_click(driver, base_url):
    driver.get(f"{base_url}/clickEvent")
    button(driver).send_keys(Keys.ENTER)
    wait_for_status(driver, "Clicked with the keyboard.")
