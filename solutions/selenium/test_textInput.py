# Text Input: only real key events count, so send_keys instead of setting the value by script.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

INITIAL_NAME = "Button that takes the typed name"


def open_page(driver, base_url):
    driver.get(f"{base_url}/textInput")
    return WebDriverWait(driver, 10).until(
        EC.visibility_of_element_located((By.XPATH, "//input[@id=//label[.='New button name']/@for]"))
    )


def test_typing_renames_the_button(driver, base_url):
    field = open_page(driver, base_url)
    field.send_keys("Hello")
    driver.find_element(By.XPATH, f"//button[.='{INITIAL_NAME}']").click()
    WebDriverWait(driver, 5).until(
        EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role=status]"), "Button renamed to Hello.")
    )
    assert driver.find_elements(By.XPATH, "//button[.='Hello']")


def test_a_scripted_value_keeps_the_name(driver, base_url):
    field = open_page(driver, base_url)
    driver.execute_script("arguments[0].value = 'Scripted';", field)
    driver.find_element(By.XPATH, f"//button[.='{INITIAL_NAME}']").click()
    WebDriverWait(driver, 5).until(
        EC.text_to_be_present_in_element(
            (By.CSS_SELECTOR, "[role=status]"), "The text was not typed, so the button keeps its name."
        )
    )
    assert driver.find_elements(By.XPATH, f"//button[.='{INITIAL_NAME}']")
