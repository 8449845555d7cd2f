# Popup Login: a pop-up is one more window handle; switch to it, sign in, switch back.
import pytest
from selenium.common.exceptions import NoSuchWindowException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

SIGN_IN = (By.XPATH, "//button[normalize-space()='Sign in with Practice ID']")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def open_sign_in(driver, wait):
    first = driver.current_window_handle
    wait.until(EC.element_to_be_clickable(SIGN_IN)).click()
    wait.until(EC.number_of_windows_to_be(2))
    popup = next(handle for handle in driver.window_handles if handle != first)
    # Commands go to the first window until the driver switches.
    driver.switch_to.window(popup)
    wait.until(EC.title_is("Practice ID Sign-in | Automation Playground"))
    return first


def test_signs_in_through_the_popup_window(driver, base_url):
    wait = WebDriverWait(driver, 10)
    driver.get(f"{base_url}/popupLogin")
    first = open_sign_in(driver, wait)
    wait.until(EC.visibility_of_element_located((By.ID, "practice-id"))).send_keys("PX-2048")
    driver.find_element(By.ID, "passcode").send_keys("Window-42")
    driver.find_element(By.XPATH, "//button[normalize-space()='Sign in']").click()

    # The pop-up closes itself; the driver still points at it, so commands fail until it switches.
    wait.until(EC.number_of_windows_to_be(1))
    with pytest.raises(NoSuchWindowException):
        driver.find_element(By.ID, "practice-id")
    driver.switch_to.window(first)
    wait.until(EC.text_to_be_present_in_element(STATUS, "Signed in as Practice Learner (PX-2048)."))
    assert driver.find_element(By.XPATH, "//button[normalize-space()='Sign out']").is_displayed()


def test_closing_the_popup_before_signing_in_is_noticed(driver, base_url):
    wait = WebDriverWait(driver, 10)
    driver.get(f"{base_url}/popupLogin")
    first = open_sign_in(driver, wait)
    driver.close()
    driver.switch_to.window(first)
    wait.until(
        EC.text_to_be_present_in_element(STATUS, "The sign-in window was closed before signing in.")
    )
