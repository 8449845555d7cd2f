# Button click: click a button found by its text and wait for the content it reveals.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

REVEALED = "Congratulations! You've successfully revealed the hidden content."


def test_button_reveals_hidden_content(driver, base_url):
    driver.get(f"{base_url}/buttonClick")
    button = WebDriverWait(driver, 5).until(
        EC.element_to_be_clickable((By.XPATH, "//button[normalize-space()='Click me']"))
    )
    # Not in the page at all before the click.
    assert driver.find_elements(By.CSS_SELECTOR, "[role='status']") == []
    button.click()
    message = WebDriverWait(driver, 5).until(
        EC.visibility_of_element_located((By.CSS_SELECTOR, "[role='status']"))
    )
    assert message.text == REVEALED
