# Counter: read a live value by its aria-label and wait for it to change after each click.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_increments_and_decrements_below_zero(driver, base_url):
    driver.get(f"{base_url}/counter")
    wait = WebDriverWait(driver, 5)
    count = (By.CSS_SELECTOR, "output[aria-label='Count']")
    increment = (By.XPATH, "//button[normalize-space()='Increment']")
    decrement = (By.XPATH, "//button[normalize-space()='Decrement']")
    wait.until(EC.text_to_be_present_in_element(count, "0"))

    driver.find_element(*increment).click()
    driver.find_element(*increment).click()
    # React re-renders asynchronously: wait for the text rather than reading it at once.
    wait.until(lambda d: d.find_element(*count).text == "2")

    for _ in range(3):
        driver.find_element(*decrement).click()
    wait.until(lambda d: d.find_element(*count).text == "-1")
