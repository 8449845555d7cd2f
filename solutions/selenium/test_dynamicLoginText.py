# Dynamic login text: the submit button's label changes per load, so locate it by what does not.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# The form's submit button: its type is stable even though its text is random.
SUBMIT = (By.CSS_SELECTOR, "form button[type='submit']")
ALERT = (By.CSS_SELECTOR, "[role='alert']")


def field(driver, label):
    return driver.find_element(By.XPATH, f"//input[@id=//label[normalize-space()='{label}']/@for]")


def test_logs_in_whatever_the_button_says(driver, base_url):
    driver.get(f"{base_url}/dynamicLoginText")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.element_to_be_clickable(SUBMIT)).click()
    wait.until(EC.text_to_be_present_in_element(ALERT, "Please enter your email"))

    field(driver, "Email").send_keys("tester@example.com")
    field(driver, "Password").send_keys("secret")
    driver.find_element(*SUBMIT).click()
    wait.until(EC.text_to_be_present_in_element(ALERT, "Successful login! Welcome back."))


def test_the_same_seed_draws_the_same_label(driver, base_url):
    # ?seed= makes the random draw repeatable, so a test can pin the label.
    driver.get(f"{base_url}/dynamicLoginText?seed=7")
    wait = WebDriverWait(driver, 5)
    label = wait.until(EC.visibility_of_element_located(SUBMIT)).text
    driver.refresh()
    wait.until(EC.text_to_be_present_in_element(SUBMIT, label))
    assert driver.find_element(*SUBMIT).text == label
