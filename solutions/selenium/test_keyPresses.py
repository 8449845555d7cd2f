# Keyboard input: send_keys for characters, Keys.* for special keys, ActionChains for a lone modifier.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

FIELD = (By.XPATH, '//input[@id=//label[normalize-space()="Key target"]/@for]')
PRESSED = (By.XPATH, '//*[@role="status"][starts-with(normalize-space(), "You pressed:")]')
CODE = (By.XPATH, '//*[@role="status"][starts-with(normalize-space(), "Key code:")]')


def test_the_page_names_each_key_pressed(driver, base_url):
    driver.get(f"{base_url}/keyPresses")
    wait = WebDriverWait(driver, 10)
    field = wait.until(EC.element_to_be_clickable(FIELD))

    field.send_keys(Keys.ENTER)
    wait.until(EC.text_to_be_present_in_element(PRESSED, "You pressed: Enter"))

    field.send_keys("a")
    wait.until(EC.text_to_be_present_in_element(PRESSED, "You pressed: a"))
    assert driver.find_element(*CODE).text == "Key code: KeyA"

    # A modifier alone: press and release it without another key.
    ActionChains(driver).key_down(Keys.SHIFT).key_up(Keys.SHIFT).perform()
    wait.until(EC.text_to_be_present_in_element(PRESSED, "You pressed: Shift"))
