# Browser dialogs: wait for the prompt, switch_to.alert, type an answer and accept or dismiss.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BUTTON = (By.XPATH, '//button[normalize-space()="Click this button..."]')
WELCOME = (By.XPATH, '//*[starts-with(normalize-space(), "Welcome, ")]')


def test_answering_the_prompt_shows_a_welcome(driver, base_url):
    driver.get(f"{base_url}/browserPrompt")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(BUTTON)).click()

    # The prompt is not part of the page: switch to it.
    prompt = wait.until(EC.alert_is_present())
    assert prompt.text == "Please enter your name:"
    prompt.send_keys("Ada")
    prompt.accept()

    wait.until(EC.text_to_be_present_in_element(WELCOME, "Welcome, Ada"))


def test_cancelling_the_prompt_shows_no_welcome(driver, base_url):
    driver.get(f"{base_url}/browserPrompt")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(BUTTON)).click()
    wait.until(EC.alert_is_present()).dismiss()
    # Once the prompt is gone the page answers again, with no welcome on it.
    wait.until(EC.element_to_be_clickable(BUTTON))
    assert driver.find_elements(*WELCOME) == []
