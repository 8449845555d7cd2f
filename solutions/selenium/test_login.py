# Form authentication: log in, check the HttpOnly session cookie, log out, and test the guard.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

USERNAME = (By.ID, "username")
PASSWORD = (By.ID, "password")
LOG_IN = (By.XPATH, '//button[normalize-space()="Log in"]')
FLASH = (By.CSS_SELECTOR, '[role="alert"]')


def log_in(driver, base_url, username, password):
    driver.get(f"{base_url}/login")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located(USERNAME)).send_keys(username)
    driver.find_element(*PASSWORD).send_keys(password)
    driver.find_element(*LOG_IN).click()
    return wait


def test_a_wrong_password_is_refused(driver, base_url):
    wait = log_in(driver, base_url, "tester", "wrong")
    # The flash's text ends with its "×" close button.
    wait.until(EC.text_to_be_present_in_element(FLASH, "The password is not valid."))
    assert driver.find_element(*PASSWORD).get_attribute("value") == ""


def test_logs_in_reaches_the_secure_area_and_logs_out(driver, base_url):
    wait = log_in(driver, base_url, "tester", "Str0ng!Pass")
    wait.until(EC.url_to_be(f"{base_url}/secureArea"))
    wait.until(EC.text_to_be_present_in_element(FLASH, "You logged in to the secure area."))
    wait.until(EC.visibility_of_element_located(
        (By.XPATH, '//p[normalize-space()="Signed in as tester."]')))

    # The session cookie is HttpOnly: document.cookie cannot see it, WebDriver can.
    assert driver.get_cookie("playground_session")["httpOnly"] is True
    assert "playground_session" not in driver.execute_script("return document.cookie")

    driver.find_element(By.XPATH, '//button[normalize-space()="Log out"]').click()
    wait.until(EC.text_to_be_present_in_element(FLASH, "You have been logged out."))

    # Signed out, the server sends /secureArea back to the login form.
    driver.get(f"{base_url}/secureArea")
    wait.until(EC.url_to_be(f"{base_url}/login?notice=login-required"))
    wait.until(EC.text_to_be_present_in_element(FLASH, "Log in first to see the secure area."))
