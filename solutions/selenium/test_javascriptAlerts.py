# Browser dialogs: wait for alert_is_present, switch_to.alert, read its text, then accept or dismiss.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

RESULT = (By.CSS_SELECTOR, '[role="status"]')


def button(name):
    return (By.XPATH, f'//button[normalize-space()="{name}"]')


def open_dialog(driver, base_url, name):
    driver.get(f"{base_url}/javascriptAlerts")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(button(name))).click()
    # The dialog is not part of the page: wait for it, then switch to it.
    return wait, wait.until(EC.alert_is_present())


def test_closing_the_alert_is_reported(driver, base_url):
    wait, alert = open_dialog(driver, base_url, "Open alert")
    assert alert.text == "This is a JavaScript alert."
    alert.accept()
    wait.until(EC.text_to_be_present_in_element(RESULT, "You closed the alert."))


def test_accepting_the_confirm_is_reported(driver, base_url):
    wait, confirm = open_dialog(driver, base_url, "Open confirm")
    assert confirm.text == "Do you want to continue?"
    confirm.accept()
    wait.until(EC.text_to_be_present_in_element(RESULT, "You chose OK."))


def test_text_typed_into_the_prompt_is_echoed(driver, base_url):
    wait, prompt = open_dialog(driver, base_url, "Open prompt")
    assert prompt.text == "Type some text:"
    prompt.send_keys("hello")
    prompt.accept()
    wait.until(EC.text_to_be_present_in_element(RESULT, "You typed: hello"))


def test_dismissing_the_prompt_is_reported(driver, base_url):
    wait, prompt = open_dialog(driver, base_url, "Open prompt")
    prompt.dismiss()
    wait.until(EC.text_to_be_present_in_element(RESULT, "You cancelled the prompt."))
