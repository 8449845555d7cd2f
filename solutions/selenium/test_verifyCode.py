# Verify code: read a value the page generates, then type it back.
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ALERT = (By.CSS_SELECTOR, "[role='alert']")
VERIFY = (By.XPATH, "//button[normalize-space()='Verify']")


def test_reads_the_shown_code_and_verifies_it(driver, base_url):
    driver.get(f"{base_url}/verifyCode")
    wait = WebDriverWait(driver, 5)
    wait.until(
        EC.element_to_be_clickable((By.XPATH, "//button[normalize-space()='Get Code']"))
    ).click()

    sentence = wait.until(
        EC.visibility_of_element_located((By.XPATH, "//p[starts-with(., 'The code is:')]"))
    )
    # Read the code out of the sentence with a regular expression.
    code = re.search(r"The code is: (\d{4})$", sentence.text).group(1)

    field = driver.find_element(
        By.XPATH, "//input[@id=//label[normalize-space()='Enter the code']/@for]"
    )
    field.send_keys("2222" if code == "1111" else "1111")
    driver.find_element(*VERIFY).click()
    wait.until(EC.text_to_be_present_in_element(ALERT, "Invalid Code. Try again."))

    field.clear()
    field.send_keys(code)
    driver.find_element(*VERIFY).click()
    wait.until(EC.text_to_be_present_in_element(ALERT, "Valid Code"))
    assert driver.find_element(*ALERT).text == "Valid Code"
