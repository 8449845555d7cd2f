# Session Timeout: WebDriver has no clock, so use the page's practice limit and wait for real.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

WARNING = (By.CSS_SELECTOR, "[role='alertdialog']")
SIGNED_OUT = (By.CSS_SELECTOR, "[role='alert']")


def text_shown(text):
    return (By.XPATH, f'//*[normalize-space()="{text}"]')


def test_warns_then_signs_out_with_a_10_second_limit(driver, base_url):
    # ?idleLimit=10: the warning shows for the last 5 s, the sign-out comes after 10 s idle.
    driver.get(f"{base_url}/sessionTimeout?idleLimit=10")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located(text_shown("Limit shortened by ?idleLimit for practice.")))

    warning = wait.until(EC.visibility_of_element_located(WARNING))
    assert "Are you still there?" in warning.text
    assert "Your session ends in 00:0" in warning.text
    # The focused button is "Stay signed in": Enter or a click extends the session.
    assert driver.switch_to.active_element.text == "Stay signed in"
    driver.switch_to.active_element.click()
    wait.until(EC.invisibility_of_element_located(WARNING))
    wait.until(EC.visibility_of_element_located(text_shown("Session extended.")))

    # No more activity: warned again, then signed out 10 s after the click.
    alert = WebDriverWait(driver, 15).until(EC.visibility_of_element_located(SIGNED_OUT))
    assert alert.text == "You have been signed out: no activity for 00:10."
    assert driver.switch_to.active_element.text == "Sign in again"

    driver.switch_to.active_element.click()
    wait.until(EC.visibility_of_element_located(text_shown("Idle for 00:00")))
